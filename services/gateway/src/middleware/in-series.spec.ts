import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { inSeries } from './in-series';

/** An app whose error handler answers 500 with the error's message, and 404 with 'none' when nothing answered. */
function appWith(...handlers: express.RequestHandler[]) {
  const app = express();
  app.use(inSeries(...handlers));
  app.get('/x', (req: Request, res: Response) => res.json((req as Request & { seen?: string[] }).seen ?? []));
  app.use((_req: Request, res: Response) => res.status(404).send('none'));
  app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => res.status(500).send(err.message));
  return app;
}

const mark = (name: string) => (req: Request, _res: Response, next: NextFunction) => {
  const r = req as Request & { seen?: string[] };
  (r.seen ??= []).push(name);
  next();
};

describe('inSeries (middlewares as one Express layer)', () => {
  it('runs each in order, then the routes after it', async () => {
    const res = await request(appWith(mark('a'), mark('b'), mark('c'))).get('/x');
    expect(res.body).toEqual(['a', 'b', 'c']);
  });

  it('an error passed to next, thrown or rejected skips the rest and reaches the error handler', async () => {
    const fail = (_req: Request, _res: Response, next: NextFunction) => next(new Error('passed'));
    const thrown = () => {
      throw new Error('thrown');
    };
    const rejected = async () => {
      throw new Error('rejected');
    };
    for (const [bad, message] of [[fail, 'passed'], [thrown, 'thrown'], [rejected, 'rejected']] as const) {
      let after = false;
      const res = await request(appWith(mark('a'), bad, (_req, _res, next) => ((after = true), next()))).get('/x');
      expect([res.status, res.text, after]).toEqual([500, message, false]);
    }
  });

  it('a middleware that answers ends the request there; nothing after it runs', async () => {
    let after = false;
    const res = await request(appWith((_req, res) => void res.status(204).end(), () => (after = true))).get('/x');
    expect([res.status, after]).toEqual([204, false]);
  });
});
