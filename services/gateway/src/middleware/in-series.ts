import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middlewares run one after another as one Express layer. For every layer a request passes,
 * Express's router matches the layer's path, calls it through its try/catch wrapper and processes
 * its parameters; for the middlewares every request goes through (metrics, security headers,
 * compression, cookies, body) that cost more than several of them do themselves on a small API
 * read. The contract of separate app.use layers is kept: a handler that passes an error to next,
 * throws, or returns a rejected promise skips the rest, and the error goes on to the error
 * handlers; next('route') is a plain next() here as it is for a middleware.
 */
export function inSeries(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction): void => {
    let i = 0;
    const step = (err?: unknown): void => {
      if (err && err !== 'route') {
        next(err);
        return;
      }
      const handler = handlers[i++];
      if (!handler) {
        next();
        return;
      }
      try {
        const result = handler(req, res, step) as unknown;
        if (result && typeof (result as Promise<unknown>).then === 'function') {
          (result as Promise<unknown>).then(undefined, (error: unknown) => step(error || new Error('Rejected promise')));
        }
      } catch (error) {
        step(error || new Error('thrown'));
      }
    };
    step();
  };
}
