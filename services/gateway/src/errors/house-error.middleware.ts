import type { NextFunction, Request, Response } from 'express';
import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import { isHouseBody, sendError } from './house-error';

/**
 * Last in the Express chain: every error passed on by a middleware or router (body parsing, URL
 * decoding, static files, thrown in a handler) is answered in the house's shape.
 */
export function houseErrorMiddleware(err: unknown, _req: Request, res: Response, _next: NextFunction): void {
  sendError(res, err);
}

/**
 * The same answers for what reaches Nest: its controllers (health), its "Cannot GET …" 404 for
 * every path nothing else took, and errors Nest's own Express hooks catch.
 */
@Catch()
export class HouseErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const response = exception instanceof HttpException ? exception.getResponse() : null;
    if (exception instanceof HttpException && isHouseBody(response) && !res.headersSent) {
      res.status(exception.getStatus()).json(response);
      return;
    }
    sendError(res, exception);
  }
}
