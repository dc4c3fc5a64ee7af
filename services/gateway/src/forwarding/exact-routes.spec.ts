import express from 'express';
import request from 'supertest';
import type { HttpRoute } from '@inasaku/contracts';
import { exactRouteDispatch, exactRoutes } from './exact-routes';

const route = (method: HttpRoute['method'], path: string): HttpRoute => ({ method, path, subject: `s.${path}`, auth: 'session' }) as HttpRoute;

describe('exact route dispatch', () => {
  const routes = [
    route('GET', '/inasaku/brands'),
    route('POST', '/inasaku/brands'),
    route('PUT', '/inasaku/brands/:brand_id'),
    route('PUT', '/inasaku/brands/order'),
    route('GET', '/inasaku/brands/order'),
  ];

  it('takes parameterless routes that no earlier route of their method would match', () => {
    const exact = exactRoutes(routes);
    expect([...exact.keys()]).toEqual(['GET /inasaku/brands', 'POST /inasaku/brands', 'GET /inasaku/brands/order']);
    // PUT /inasaku/brands/order is answered by /:brand_id first in Express: it stays there.
    expect(exact.has('PUT /inasaku/brands/order')).toBe(false);
  });

  it('answers by lookup with the route pattern set, and leaves anything else to the router', async () => {
    const app = express();
    const seen: string[] = [];
    const handlers = routes.map((r) => async (req: express.Request, res: express.Response) => {
      seen.push(`fast ${r.method} ${r.path} ${(req as express.Request & { route: { path: string } }).route.path}`);
      res.json({ params: req.params });
    });
    app.use(exactRouteDispatch(routes, handlers));
    app.all('/{*rest}', (req, res) => {
      seen.push(`router ${req.method} ${req.path}`);
      res.status(404).json({});
    });
    await request(app).get('/inasaku/brands').expect(200, { params: {} });
    await request(app).put('/inasaku/brands/order').expect(404);
    await request(app).get('/inasaku/brands/').expect(404);
    await request(app).head('/inasaku/brands').expect(404);
    await request(app).get('/INASAKU/brands').expect(404);
    expect(seen).toEqual([
      'fast GET /inasaku/brands /inasaku/brands',
      'router PUT /inasaku/brands/order',
      'router GET /inasaku/brands/',
      'router HEAD /inasaku/brands',
      'router GET /INASAKU/brands',
    ]);
  });

  it('hands a handler failure to the error middleware', async () => {
    const app = express();
    app.use(exactRouteDispatch([route('GET', '/x')], [async () => Promise.reject(new Error('boom'))]));
    app.use((e: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).json({ message: e.message });
    });
    await request(app).get('/x').expect(500, { message: 'boom' });
  });
});
