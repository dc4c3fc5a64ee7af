import { randomUUID } from 'node:crypto';
import { Logger, OnModuleDestroy } from '@nestjs/common';
import { connect, ErrorCode, JSONCodec, NatsConnection, NatsError } from 'nats';
import {
  ERROR_CODES, MESSAGES, chunkedMarkerOf, collectChunks, isRpcErrorBody, type RequestContext, type RpcErrorBody,
} from '@inasaku/contracts';

/** An error the gateway turns into an HTTP answer. */
export class GatewayError extends Error {
  constructor(readonly body: RpcErrorBody) {
    super(body.message);
  }
}

interface NestReply {
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

const codec = JSONCodec<unknown>();
const utf8 = new TextEncoder();
/** How a Nest NATS reply with a result begins (the serializer writes `response` first). */
const RESPONSE_HEAD = utf8.encode('{"response":');

/**
 * Request/reply to the domain services in the wire format of Nest's NATS transport
 * ({ pattern, data, id } out, { response | err } back), with a timeout on every call.
 * Uses the raw client so "no responders" answers at once instead of waiting for the timeout.
 */
export class NatsBridge implements OnModuleDestroy {
  private readonly logger = new Logger(NatsBridge.name);
  private constructor(private readonly nc: NatsConnection, private readonly timeoutMs: number) {}

  static async connect(url: string, timeoutMs: number): Promise<NatsBridge> {
    const nc = await connect({
      servers: url,
      name: 'gateway',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
    });
    return new NatsBridge(nc, timeoutMs);
  }

  /** The connection, for the gateway's own JetStream reading (RevokedSessions). */
  get connection(): NatsConnection {
    return this.nc;
  }

  get connected(): boolean {
    return !this.nc.isClosed();
  }

  async request<T>(subject: string, context: RequestContext, payload: unknown): Promise<T> {
    const { data } = await this.send(subject, context, payload);
    return this.resultOf(subject, data) as T;
  }

  /**
   * The same, but the result as the JSON bytes the service wrote, unparsed: the gateway passes
   * large lists (a field's histories, search hits) to the browser without parsing and
   * re-serialising them. A reply of another shape (an error, no result) goes the parsing way.
   */
  async requestJson(subject: string, context: RequestContext, payload: unknown): Promise<Uint8Array> {
    const { data, id } = await this.send(subject, context, payload);
    const raw = responseBytes(data, id);
    return raw ?? utf8.encode(JSON.stringify(this.resultOf(subject, data) ?? null));
  }

  private async send(subject: string, context: RequestContext, payload: unknown): Promise<{ data: Uint8Array; id: string }> {
    const id = randomUUID();
    const packet = { pattern: subject, data: { context, payload }, id };
    try {
      const msg = await this.nc.request(subject, codec.encode(packet), { timeout: this.timeoutMs });
      // A reply over one NATS message comes in chunks: fetch and join them (libs/contracts chunked-reply).
      const marker = chunkedMarkerOf(msg.data);
      if (!marker) return { data: msg.data, id };
      const whole = await collectChunks(marker, async (s, body) => (await this.nc.request(s, body, { timeout: this.timeoutMs })).data);
      return { data: whole, id };
    } catch (e) {
      throw this.transportError(subject, e);
    }
  }

  private resultOf(subject: string, data: Uint8Array): unknown {
    const reply = codec.decode(data) as NestReply;
    if (reply.err !== undefined && reply.err !== null) {
      if (isRpcErrorBody(reply.err)) throw new GatewayError(reply.err);
      this.logger.error(`unexpected error body from ${subject}: ${JSON.stringify(reply.err)}`);
      throw new GatewayError({ statusCode: 500, code: ERROR_CODES.internal, message: MESSAGES.internal });
    }
    return reply.response;
  }

  private transportError(subject: string, e: unknown): GatewayError {
    const code = (e as NatsError)?.code;
    if (code === ErrorCode.NoResponders) {
      this.logger.warn(`no service answers ${subject}`);
      return new GatewayError({ statusCode: 503, code: ERROR_CODES.serviceUnavailable, message: MESSAGES.serviceUnavailable });
    }
    if (code === ErrorCode.Timeout) {
      this.logger.warn(`timeout waiting for ${subject}`);
      return new GatewayError({ statusCode: 504, code: ERROR_CODES.timeout, message: MESSAGES.timeout });
    }
    this.logger.error(`NATS request to ${subject} failed: ${String(e)}`);
    return new GatewayError({ statusCode: 503, code: ERROR_CODES.serviceUnavailable, message: MESSAGES.serviceUnavailable });
  }

  async onModuleDestroy(): Promise<void> {
    await this.nc.drain().catch(() => undefined);
  }
}

/**
 * The `response` value of a Nest reply as its bytes: `{"response":X,"isDisposed":true,"id":"…"}`
 * or `{"response":X,"id":"…"}` with the id this request sent. Null for any other shape.
 */
export function responseBytes(data: Uint8Array, id: string): Uint8Array | null {
  if (data.length < RESPONSE_HEAD.length || !RESPONSE_HEAD.every((b, i) => data[i] === b)) return null;
  for (const tail of [`,"isDisposed":true,"id":${JSON.stringify(id)}}`, `,"id":${JSON.stringify(id)}}`]) {
    const bytes = utf8.encode(tail);
    const start = data.length - bytes.length;
    if (start > RESPONSE_HEAD.length && bytes.every((b, i) => data[start + i] === b)) return data.subarray(RESPONSE_HEAD.length, start);
  }
  return null;
}
