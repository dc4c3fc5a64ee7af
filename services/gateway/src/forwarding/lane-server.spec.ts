import http from 'node:http';
import express from 'express';
import request from 'supertest';
import type { HttpRoute } from '@inasaku/contracts';
import { apiLane } from './api-lane';
import { exactRouteDispatch } from './exact-routes';
import { laneServerClasses } from './lane-server';

/** The server's own request and answer classes: Express's methods from the start, their prototypes never swapped in the lane. */
describe('laneServerClasses', () => {
  const app = express();
  const seen: { swapped: boolean[]; fields: unknown[] } = { swapped: [], fields: [] };
  const routes = [{ method: 'GET', path: '/inasaku/brands', subject: 's.brands', auth: 'session' } as HttpRoute];
  const classes = laneServerClasses(app);
  const dispatch = exactRouteDispatch(routes, [
    async (req: express.Request, res: express.Response) => {
      seen.swapped.push(Object.getPrototypeOf(req) !== classes.IncomingMessage.prototype, Object.getPrototypeOf(res) !== classes.ServerResponse.prototype);
      seen.fields.push(req.app === app, req.header('x-test'), req.path, req.baseUrl, req.originalUrl, (req as express.Request & { route: { path: string } }).route.path, req.body, res.locals);
      res.status(201).json({ ok: true });
    },
  ]);
  app.use(dispatch);
  app.get('/other', (req, res) => void res.json({ path: req.path, app: req.app === app }));
  const onError: express.ErrorRequestHandler = (err: Error, _req, res, _next) => void res.status(500).json({ error: err.message });
  const server = http.createServer(classes, apiLane(app, { everyRequest: (_req, _res, next) => next(), dispatch, onError }));

  it('answers a lane request with Express fields and methods, without swapping prototypes', async () => {
    const res = await request(server).get('/inasaku/brands?x=1').set('x-test', 't');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect(seen.swapped).toEqual([false, false]);
    expect(seen.fields).toEqual([true, 't', '/inasaku/brands', '', '/inasaku/brands?x=1', '/inasaku/brands', undefined, {}]);
  });

  it('leaves every other request to Express as before', async () => {
    expect((await request(server).get('/other')).body).toEqual({ path: '/other', app: true });
  });
});
