import http from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Application } from 'express';

/**
 * The gateway's HTTP server makes its requests and answers as Express's from the start: their
 * classes extend node's with Express's prototypes (app.request, app.response) in the chain, and
 * they declare the fields the API lane and the middlewares every request passes then set
 * (cookie-parser's, body-parser's, the route's). Otherwise each request is made a plain
 * IncomingMessage, has its prototype swapped for Express's and then gets those fields one by
 * one: an object whose prototype was swapped gets each new field as a slow store (a new shape per
 * request), about 5 % of the gateway's CPU on a small signed-in read in the profile of the bench.
 * Express's own pass (app.handle, for the requests the lane leaves to it) still sets its
 * prototypes, as before: the same objects and methods either way.
 */
export function laneServerClasses(app: Application): { IncomingMessage: typeof http.IncomingMessage; ServerResponse: typeof http.ServerResponse } {
  const expressApp = app as Application & { request: object; response: object };
  class ExpressRequest extends http.IncomingMessage {
    constructor(socket: ConstructorParameters<typeof http.IncomingMessage>[0]) {
      super(socket);
      const fields = this as unknown as Record<string, unknown>;
      // Set by the lane (as app.handle and the router set them), the exact-route dispatch,
      // cookie-parser and body-parser, in that order. Each is undefined until then, as before
      // (body-parser's `'body' in req` check then leaves it undefined, as it set it).
      fields.res = undefined;
      fields.originalUrl = undefined;
      fields.baseUrl = undefined;
      fields.secret = undefined;
      fields.cookies = undefined;
      fields.signedCookies = undefined;
      fields.body = undefined;
      fields.route = undefined;
      fields.params = undefined;
    }
  }
  class ExpressResponse<Req extends http.IncomingMessage = http.IncomingMessage> extends http.ServerResponse<Req> {
    // node passes (req, options) though its types name only req: every argument goes on.
    constructor(...args: unknown[]) {
      super(...(args as [Req]));
      (this as unknown as Record<string, unknown>).locals = undefined;
    }
  }
  Object.setPrototypeOf(ExpressRequest.prototype, expressApp.request);
  Object.setPrototypeOf(ExpressResponse.prototype, expressApp.response);
  return { IncomingMessage: ExpressRequest, ServerResponse: ExpressResponse as unknown as typeof http.ServerResponse };
}

/** Nest's Express adapter with the HTTP server of laneServerClasses (plain HTTP: the gateway's TLS ends at the Ingress). */
export class LaneExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) {
      super.initHttpServer(options);
      return;
    }
    const app = this.getInstance<Application>();
    this.httpServer = http.createServer(laneServerClasses(app), app);
  }
}
