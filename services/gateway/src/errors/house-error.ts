import type { Response } from 'express';
import { ERROR_CODES, MESSAGES, type HttpErrorResponse } from '@inasaku/contracts';
import { GatewayError } from '../nats/nats-bridge';

/** What the gateway answers for an error: a status and the house's `{ error: { code, message } }`. */
export interface HouseError {
  status: number;
  body: HttpErrorResponse;
}

const house = (status: number, code: string, message: string, field?: string): HouseError => ({
  status,
  body: { error: { code, message, ...(field ? { field } : {}) } },
});

/** Statuses the HTTP stack (node, body-parser, router, serve-static, Nest) raises, in Japanese. */
const BY_STATUS: Record<number, [code: string, message: string]> = {
  400: [ERROR_CODES.badRequest, MESSAGES.badRequest],
  401: [ERROR_CODES.unauthorized, MESSAGES.unauthorized],
  403: [ERROR_CODES.forbidden, MESSAGES.forbidden],
  404: [ERROR_CODES.notFound, MESSAGES.routeNotFound],
  405: [ERROR_CODES.methodNotAllowed, MESSAGES.methodNotAllowed],
  408: [ERROR_CODES.requestTimeout, MESSAGES.requestTimeout],
  413: [ERROR_CODES.payloadTooLarge, MESSAGES.payloadTooLarge],
  415: [ERROR_CODES.unsupportedMediaType, MESSAGES.unsupportedEncoding],
  416: [ERROR_CODES.rangeNotSatisfiable, MESSAGES.rangeNotSatisfiable],
  429: [ERROR_CODES.tooManyRequests, MESSAGES.limitExceeded],
  431: [ERROR_CODES.headersTooLarge, MESSAGES.headersTooLarge],
  503: [ERROR_CODES.serviceUnavailable, MESSAGES.serviceUnavailable],
  504: [ERROR_CODES.timeout, MESSAGES.timeout],
};

/** body-parser's error types whose status alone would say too little. */
const BY_TYPE: Record<string, [status: number, code: string, message: string]> = {
  'entity.parse.failed': [400, ERROR_CODES.validation, MESSAGES.invalidInput],
  'entity.too.large': [413, ERROR_CODES.payloadTooLarge, MESSAGES.payloadTooLarge],
  'encoding.unsupported': [415, ERROR_CODES.unsupportedMediaType, MESSAGES.unsupportedEncoding],
  'charset.unsupported': [415, ERROR_CODES.unsupportedMediaType, MESSAGES.unsupportedCharset],
};

/** The HTTP status an error carries (http-errors' `status`/`statusCode`, Nest's getStatus()), if any. */
function statusOf(e: unknown): number | null {
  if (typeof e !== 'object' || e === null) return null;
  const err = e as { status?: unknown; statusCode?: unknown; getStatus?: () => unknown };
  const status = Number(typeof err.getStatus === 'function' ? err.getStatus() : (err.status ?? err.statusCode));
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : null;
}

/**
 * The one mapping from anything thrown on the HTTP side to the answer: a service's or the gateway's
 * own error as it is; the stack's errors (malformed JSON, body too large, unknown content encoding
 * or charset, an undecodable URL, unknown route, wrong method) by type and status with a Japanese
 * message; anything else is 500 without its text (no English, no internals reach the browser).
 */
export function houseErrorOf(e: unknown): HouseError {
  if (e instanceof GatewayError) return house(e.body.statusCode, e.body.code, e.body.message, e.body.field);
  const type = typeof e === 'object' && e !== null ? (e as { type?: unknown }).type : undefined;
  if (typeof type === 'string' && BY_TYPE[type]) return house(...BY_TYPE[type]);
  const status = statusOf(e);
  // An undecodable percent-escape in a path parameter (router) or file path.
  if (e instanceof URIError && (status === null || status === 400)) return house(400, ERROR_CODES.badRequest, MESSAGES.badUrl);
  if (status === null) return house(500, ERROR_CODES.internal, MESSAGES.internal);
  const [code, message] = BY_STATUS[status] ?? (status < 500 ? BY_STATUS[400] : [ERROR_CODES.internal, MESSAGES.internal]);
  return house(status, code, message);
}

/** True for a body already in the house's shape (an HttpException thrown with one). */
export function isHouseBody(value: unknown): value is HttpErrorResponse {
  const error = (value as HttpErrorResponse | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string';
}

/** Answers an error in the house's shape; an answer already under way is cut off instead. */
export function sendError(res: Response, e: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const { status, body } = houseErrorOf(e);
  // As the compression middleware marks every JSON answer (API errors no longer pass through it).
  res.vary('Accept-Encoding');
  res.status(status).json(body);
}
