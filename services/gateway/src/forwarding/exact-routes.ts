import type { NextFunction, Request, Response } from 'express';
import type { HttpRoute } from '@inasaku/contracts';

type Handler = (req: Request, res: Response) => Promise<void>;

/** A route pattern as Express matches it: `:name` is one segment, case-insensitive, an optional trailing slash. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * `METHOD path` → index in `routes` of every route without parameters that Express would also
 * pick for exactly that path: no earlier route of the same method matches it (an earlier
 * `/x/:id` would take `/x/order`, and so it stays with Express).
 */
export function exactRoutes(routes: HttpRoute[]): Map<string, number> {
  const exact = new Map<string, number>();
  routes.forEach((route, i) => {
    if (route.path.includes(':')) return;
    const key = `${route.method} ${route.path}`;
    if (exact.has(key)) return;
    const shadowed = routes.slice(0, i).some((earlier) => earlier.method === route.method && patternOf(earlier.path).test(route.path));
    if (!shadowed) exact.set(key, i);
  });
  return exact;
}

/** A dispatch by lookup that can also say, before any middleware ran, whether it will take a request. */
export interface ExactDispatch {
  (req: Request, res: Response, next: NextFunction): void;
  /** Whether `method path` (the path without its query) is one of the exact routes. */
  takes(method: string, path: string): boolean;
}

/**
 * Answers a request for a parameterless route of the table by one map lookup. Express's router
 * tries its layers in turn, a path-to-regexp match each, and with ~140 routes and their 405
 * answers a signed-in read spent more time finding its handler than forwarding. Anything else (a
 * path with parameters, HEAD, another case, a trailing slash) goes on to the router as before.
 * `req.route` is set as Express sets it, so the metrics name the route's pattern.
 */
export function exactRouteDispatch(routes: HttpRoute[], handlers: Handler[]): ExactDispatch {
  const exact = exactRoutes(routes);
  const dispatch = (req: Request, res: Response, next: NextFunction): void => {
    const index = exact.get(`${req.method} ${req.path}`);
    if (index === undefined) return next();
    (req as Request & { route: { path: string } }).route = { path: routes[index].path };
    req.params = {};
    handlers[index](req, res).catch(next);
  };
  return Object.assign(dispatch, { takes: (method: string, path: string) => exact.has(`${method} ${path}`) });
}
