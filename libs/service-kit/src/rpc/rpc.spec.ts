import { BadRequestException, type ArgumentsHost, type LoggerService } from '@nestjs/common';
import { firstValueFrom, type Observable } from 'rxjs';
import { z } from 'zod';
import { anonymousContext } from '@inasaku/contracts';
import { parseEnvelope, parseContext } from './parse-envelope';
import { RpcError, RpcErrors, rpcError } from './rpc-error';
import { RpcAllExceptionsFilter } from './rpc-exception.filter';

function caught(fn: () => unknown): RpcError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RpcError) return e;
    throw e;
  }
  throw new Error('expected an RpcError');
}

describe('rpcError', () => {
  it('throws a body with status, code, message and optional field', () => {
    expect(caught(() => rpcError(409, 'USERNAME_EXISTS', '登録済みのメールアドレスです。')).body).toEqual({
      statusCode: 409, code: 'USERNAME_EXISTS', message: '登録済みのメールアドレスです。',
    });
    expect(caught(() => RpcErrors.validation('必須です。', 'email')).body).toMatchObject({ statusCode: 400, field: 'email' });
    expect(caught(() => RpcErrors.limitExceeded()).body.statusCode).toBe(429);
  });
});

describe('parseEnvelope', () => {
  const schema = z.object({ name: z.string().min(1, { message: '名前は必須です。' }) });
  const context = anonymousContext('req-1');

  it('returns context and payload', () => {
    expect(parseEnvelope(schema, { context, payload: { name: 'a' } })).toEqual({ context, payload: { name: 'a' } });
  });

  it('rejects a bad payload with the zod message and the field', () => {
    expect(caught(() => parseEnvelope(schema, { context, payload: { name: '' } })).body).toEqual({
      statusCode: 400, code: 'VALIDATION_ERROR', message: '名前は必須です。', field: 'name',
    });
  });

  it('rejects a missing context', () => {
    expect(caught(() => parseEnvelope(schema, { payload: { name: 'a' } })).body).toMatchObject({ statusCode: 400, field: 'context' });
    expect(caught(() => parseContext(null)).body.statusCode).toBe(400);
  });
});

describe('RpcAllExceptionsFilter', () => {
  const logger: LoggerService = { log: jest.fn(), error: jest.fn(), warn: jest.fn() };
  const filter = new RpcAllExceptionsFilter(logger);
  const host = {
    getType: () => 'rpc',
    switchToRpc: () => ({ getData: () => ({ context: { requestId: 'req-9' } }) }),
  } as unknown as ArgumentsHost;

  it('passes RPC errors through', async () => {
    const error = caught(() => rpcError(404, 'USER_NOT_FOUND', 'メールアドレスが間違っています。'));
    await expect(firstValueFrom(filter.catch(error, host) as Observable<never>)).rejects.toEqual(error.body);
  });

  it('hides unknown errors behind a 500 and logs the request id', async () => {
    await expect(firstValueFrom(filter.catch(new Error('db exploded'), host) as Observable<never>)).rejects.toEqual({
      statusCode: 500, code: 'INTERNAL_ERROR', message: 'サーバーでエラーが発生しました。',
    });
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ requestId: 'req-9', error: 'db exploded' }), expect.any(String), 'RpcExceptionFilter');
  });

  it('maps client-side Nest exceptions to 400', () => {
    expect(filter.toBody(new BadRequestException()).statusCode).toBe(400);
  });
});
