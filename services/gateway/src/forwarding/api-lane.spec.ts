import http from 'node:http';
import express from 'express';
import request from 'supertest';
import type { HttpRoute } from '@inasaku/contracts';
import { apiLane } from './api-lane';
import { exactRouteDispatch } from './exact-routes';

const route = (method: HttpRoute['method'], path: string): HttpRoute => ({ method, path, subject: `s.${path}`, auth: 'session' }) as HttpRoute;

/** The lane takes exactly the exact routes, with Express's request and answer, and its errors go to the error handler. */
describe('apiLane', () => {
  const seen: string[] = [];
  const routes = [route('GET', '/inasaku/brands'), route('POST', '/inasaku/fail'), route('GET', '/inasaku/items/:id')];
  const handlers = [
    async (req: express.Request, res: express.Response) => {
      seen.push(`handler ${req.path} ${JSON.stringify(req.query)} ${req.header('x-test') ?? ''} ${(req as express.Request & { route: { path: string } }).route.path}`);
      res.status(200).json({ stamp: res.getHeader('x-every-request'), baseUrl: req.baseUrl, originalUrl: req.originalUrl, params: req.params });
    },
    async () => Promise.reject(new Error('boom')),
    async (_req: express.Request, res: express.Response) => void res.json({}),
  ];
  const dispatch = exactRouteDispatch(routes, handlers);
  const everyRequest: express.RequestHandler = (req, res, next) => {
    seen.push(`every ${req.method} ${req.path}`);
    res.setHeader('x-every-request', 'yes');
    if (req.header('x-fail-early')) next(new Error('early'));
    else next();
  };
  const onError: express.ErrorRequestHandler = (err: Error, _req, res, _next) => void res.status(500).json({ error: err.message });
  const app = express();
  app.use(everyRequest);
  app.use((req, _res, next) => {
    seen.push(`express ${req.method} ${req.path}`);
    next();
  });
  app.use(dispatch);
  app.all('/{*rest}', (_req, res) => void res.status(404).json({ error: 'not found' }));
  app.use(onError);
  const server = http.createServer(apiLane(app, { everyRequest, dispatch, onError }));

  beforeEach(() => (seen.length = 0));

  it('answers an exact route without Express, after the middlewares every request passes, with Express request fields', async () => {
    const res = await request(server).get('/inasaku/brands?management_id=m1').set('x-test', 't');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ stamp: 'yes', baseUrl: '', originalUrl: '/inasaku/brands?management_id=m1', params: {} });
    expect(seen).toEqual(['every GET /inasaku/brands', 'handler /inasaku/brands {"management_id":"m1"} t /inasaku/brands']);
  });

  it('leaves anything else to Express: other methods, cases, trailing slashes, parameters, unknown paths', async () => {
    for (const [method, url] of [['head', '/inasaku/brands'], ['get', '/INASAKU/brands'], ['get', '/inasaku/brands/'], ['get', '/inasaku/items/1'], ['get', '/nothing']] as const) {
      seen.length = 0;
      await request(server)[method](url);
      expect(seen.slice(0, 2)).toEqual([`every ${method.toUpperCase()} ${url}`, `express ${method.toUpperCase()} ${url}`]);
    }
  });

  it('a handler failure and a middleware failure are answered by the error handler', async () => {
    expect((await request(server).post('/inasaku/fail')).body).toEqual({ error: 'boom' });
    const early = await request(server).get('/inasaku/brands').set('x-fail-early', '1');
    expect([early.status, early.body]).toEqual([500, { error: 'early' }]);
    expect(seen.filter((s) => s.startsWith('handler'))).toEqual([]);
  });
});
