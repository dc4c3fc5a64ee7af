import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Application, ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { ExactDispatch } from './exact-routes';

/**
 * The HTTP server's request listener: a request for a parameterless API route (`GET
 * /inasaku/brands`, `/auth/me`: most of the traffic) goes from the server straight to the
 * middlewares every request passes and then to its handler, as Express would take it there, but
 * without Express's application and router passes around it: a pass through each router layer
 * (the application's, Nest's, the API router's), its `next` closures, path matching and
 * parameter processing, a tenth of the gateway's CPU on a small signed-in read. The request and
 * answer get Express's prototypes and fields as `app.handle` and the router give them, so the
 * middlewares and the handler see the same objects. Anything else goes to Express unchanged.
 */
export function apiLane(
  app: Application,
  o: { everyRequest: RequestHandler; dispatch: ExactDispatch; onError: ErrorRequestHandler },
): (req: IncomingMessage, res: ServerResponse) => void {
  const expressApp = app as Application & { request: object; response: object };
  return (incoming, outgoing) => {
    const req = incoming as Request;
    const res = outgoing as Response & { locals?: Record<string, unknown> };
    // Express's prototypes first (app.handle sets them again for what goes on to it): the lane is
    // chosen by Express's own req.path, so it takes exactly what the dispatch would. The gateway's
    // server makes them with those prototypes in their chain already (lane-server.ts): no swap.
    if (Object.getPrototypeOf(Object.getPrototypeOf(req)) !== expressApp.request) Object.setPrototypeOf(req, expressApp.request);
    if (Object.getPrototypeOf(Object.getPrototypeOf(res)) !== expressApp.response) Object.setPrototypeOf(res, expressApp.response);
    if (!o.dispatch.takes(req.method, req.path)) {
      app(req, res);
      return;
    }
    // What app.handle and router.handle set before the first middleware.
    (req as Request & { res: Response }).res = res;
    (res as Response & { req: Request }).req = req;
    if (!res.locals) res.locals = Object.create(null) as Record<string, unknown>;
    req.originalUrl = req.url;
    req.baseUrl = '';
    const failed = (err: unknown) => o.onError(err, req, res, () => undefined);
    const next = (err?: unknown) => (err && err !== 'route' ? failed(err) : o.dispatch(req, res, failed));
    try {
      o.everyRequest(req, res, next);
    } catch (e) {
      failed(e);
    }
  };
}
