import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Read by the readiness check: a draining gateway answers /health/ready with 503. */
export const drainState = { draining: false };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * The gateway's graceful stop. Nest's own shutdown closes NATS and Redis
 * (destroy hooks) before the HTTP server, so requests in flight lost their way back and new ones
 * still came in; here, in this order:
 *  1. not ready (503 on /health/ready) and every answer from now on says `Connection: close`, so a
 *     client's kept-alive connection is closed by the answer, never under a request it is sending;
 *  2. after `delayMs` (time for the load balancer to notice), stop listening: new connections go to
 *     the other gateway; idle connections are closed;
 *  3. the requests in flight finish (at most `maxMs`, then the rest is cut);
 * then the caller closes the app (NATS, Redis).
 */
export class HttpDrain {
  private readonly open = new Set<ServerResponse>();

  constructor(private readonly server: Server) {
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
      if (drainState.draining) res.shouldKeepAlive = false;
      this.open.add(res);
      res.once('close', () => this.open.delete(res));
    });
  }

  /** Requests being answered now. */
  get inFlight(): number {
    return this.open.size;
  }

  /** Resolves with the number of requests cut off after `maxMs` (0 when all finished). */
  async drain({ delayMs, maxMs }: { delayMs: number; maxMs: number }): Promise<number> {
    drainState.draining = true;
    for (const res of this.open) if (!res.headersSent) res.shouldKeepAlive = false;
    if (delayMs > 0) await sleep(delayMs);
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeIdleConnections();
    const finished = await Promise.race([closed.then(() => true), sleep(maxMs).then(() => false)]);
    if (finished) return 0;
    const cut = this.open.size;
    this.server.closeAllConnections();
    return cut;
  }
}
