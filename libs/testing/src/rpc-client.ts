import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import { chunkedMarkerOf, collectChunks, type RequestContext, type RpcErrorBody } from '@inasaku/contracts';
import { testContext } from './context';

/** Nest's ServerNats reply, exactly as it travels. */
export interface NestReply<T = unknown> {
  id: string;
  response?: T;
  err?: RpcErrorBody | string;
  isDisposed?: boolean;
}

export class RpcCallError extends Error {
  constructor(readonly body: RpcErrorBody) {
    super(`${body.statusCode} ${body.code}: ${body.message}`);
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Speaks the gateway's wire format with the raw nats client (not Nest's ClientProxy):
 * `{ pattern, data: { context, payload }, id }` out, the first `{ response, err, isDisposed, id }` back.
 */
export class RawNatsClient {
  private constructor(readonly nc: NatsConnection) {}

  static async connect(url: string): Promise<RawNatsClient> {
    return new RawNatsClient(await connect({ servers: url, name: 'inasaku-test-client' }));
  }

  async request<T = unknown>(
    subject: string,
    payload: unknown = {},
    context: RequestContext = testContext(),
    timeoutMs = 10_000,
  ): Promise<NestReply<T>> {
    // TEST_IDEMPOTENCY_KEYS=1: every signed-in request carries a fresh Idempotency-Key, as the browser
    // sends with each write, so a whole suite runs every write handler inside its key unit.
    if (process.env.TEST_IDEMPOTENCY_KEYS === '1' && context.accountId && context.userId && !context.idempotencyKey) {
      context = { ...context, idempotencyKey: randomUUID() };
    }
    const body = JSON.stringify({ pattern: subject, data: { context, payload }, id: randomUUID() });
    const msg = await this.nc.request(subject, encoder.encode(body), { timeout: timeoutMs });
    // A reply over one NATS message comes in chunks, as the gateway reads it.
    const marker = chunkedMarkerOf(msg.data);
    const data = marker ? await collectChunks(marker, async (s, b) => (await this.nc.request(s, b, { timeout: timeoutMs })).data) : msg.data;
    return JSON.parse(decoder.decode(data)) as NestReply<T>;
  }

  /** The response, or an `RpcCallError` carrying the error body. */
  async call<T = unknown>(subject: string, payload: unknown = {}, context?: RequestContext): Promise<T> {
    const reply = await this.request<T>(subject, payload, context);
    if (reply.err !== undefined && reply.err !== null) {
      const err = typeof reply.err === 'string' ? { statusCode: 500, code: 'UNKNOWN', message: reply.err } : reply.err;
      throw new RpcCallError(err);
    }
    return reply.response as T;
  }

  /** The error body of a call expected to fail. */
  async callError(subject: string, payload: unknown = {}, context?: RequestContext): Promise<RpcErrorBody> {
    try {
      await this.call(subject, payload, context);
    } catch (e) {
      if (e instanceof RpcCallError) return e.body;
      throw e;
    }
    throw new Error(`expected ${subject} to fail`);
  }

  async close(): Promise<void> {
    await this.nc.drain();
  }
}
