import { HttpException, NotFoundException } from '@nestjs/common';
import { GatewayError } from '../nats/nats-bridge';
import { houseErrorOf } from './house-error';

/** The shape of body-parser's and serve-static's errors (http-errors). */
const createError = (status: number, message = 'error', extra: object = {}) => Object.assign(new Error(message), { status, statusCode: status, expose: true, ...extra });

const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('houseErrorOf: one answer for anything thrown on the HTTP side', () => {
  it('keeps a service or gateway error as it is', () => {
    const e = new GatewayError({ statusCode: 409, code: 'CONFLICT', message: '衝突しました。', field: 'name' });
    expect(houseErrorOf(e)).toEqual({ status: 409, body: { error: { code: 'CONFLICT', message: '衝突しました。', field: 'name' } } });
  });

  it.each([
    ['malformed JSON', createError(400, 'Unexpected token', { type: 'entity.parse.failed' }), 400, 'VALIDATION_ERROR'],
    ['a body over the limit', createError(413, 'request entity too large', { type: 'entity.too.large' }), 413, 'PAYLOAD_TOO_LARGE'],
    ['an unknown Content-Encoding', createError(415, 'unsupported content encoding "x"', { type: 'encoding.unsupported' }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['an unknown charset', createError(415, 'unsupported charset "X"', { type: 'charset.unsupported' }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['an undecodable path parameter', Object.assign(new URIError("Failed to decode param '%E0%A4%A'"), { status: 400 }), 400, 'BAD_REQUEST'],
    ["Nest's 404", new NotFoundException('Cannot POST /x'), 404, 'NOT_FOUND'],
    ['a 405 from a static handler', createError(405), 405, 'METHOD_NOT_ALLOWED'],
    ['an unusual 4xx', createError(418), 418, 'BAD_REQUEST'],
    ['a 503 HttpException', new HttpException('down', 503), 503, 'SERVICE_UNAVAILABLE'],
    ['a plain error', new Error('secret detail'), 500, 'INTERNAL_ERROR'],
    ['a thrown string', 'boom', 500, 'INTERNAL_ERROR'],
  ])('%s: status, code and a Japanese message, never the English text', (_name, error, status, code) => {
    const answer = houseErrorOf(error);
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
    expect(answer.body.error.message).toMatch(japanese);
    expect(answer.body.error.message).not.toMatch(/error|fail|unsupported|cannot|found|large|token|secret|boom|down/i);
  });
});
