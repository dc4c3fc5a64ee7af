import { randomUUID } from 'node:crypto';
import { Logger, OnModuleDestroy } from '@nestjs/common';
import { connect, createInbox, ErrorCode, JSONCodec, type Msg, type NatsConnection, type NatsError } from 'nats';
import {
  ERROR_CODES, MESSAGES, chunkedMarkerOf, collectChunks, isRpcErrorBody, type RequestContext, type RpcErrorBody,
} from '@inasaku/contracts';
import { coalesceWrites } from '@inasaku/service-kit';

/** An error the gateway turns into an HTTP answer. */
export class GatewayError extends Error {
  constructor(readonly body: RpcErrorBody) {
    super(body.message);
  }
}

interface PendingRequest {
  resolve(data: Uint8Array): void;
  reject(error: unknown): void;
  timer: NodeJS.Timeout;
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
  /** `_INBOX.<id>.`: every reply comes to `<inbox><token>`, on one subscription. */
  private readonly inbox = `${createInbox()}.`;
  private readonly pending = new Map<string, PendingRequest>();
  private sequence = 0;

  private constructor(private readonly nc: NatsConnection, private readonly timeoutMs: number) {
    nc.subscribe(`${this.inbox}*`, { callback: (err, msg) => this.onReply(err, msg) });
    // Closed for good: nothing will answer what is waiting.
    void nc.closed().then(() => {
      for (const [token, p] of this.pending) this.settle(token, p, new Error('connection closed'));
    });
  }

  static async connect(url: string, timeoutMs: number): Promise<NatsBridge> {
    const nc = await connect({
      servers: url,
      name: 'gateway',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
      // nats.js captures an Error (a stack trace) per request to decorate a timeout; the gateway
      // turns a timeout into a 504 and logs the subject, so that trace was pure cost per request.
      noAsyncTraces: true,
    });
    // One socket write per event-loop turn for every request forwarded in it, not one each.
    coalesceWrites(nc);
    return new NatsBridge(nc, timeoutMs);
  }

  /** The connection, for the gateway's own JetStream reading (RevokedSessions). */
  get connection(): NatsConnection {
    return this.nc;
  }

  get connected(): boolean {
    return !this.nc.isClosed();
  }

  async request<T>(subject: string, context: RequestContext, payload: unknown, timeoutMs = this.timeoutMs): Promise<T> {
    const { data } = await this.send(subject, context, payload, timeoutMs);
    return this.resultOf(subject, data) as T;
  }

  /**
   * The same, but the result as the JSON bytes the service wrote, unparsed: the gateway passes
   * large lists (a field's histories, search hits) to the browser without parsing and
   * re-serialising them. A reply of another shape (an error, no result) goes the parsing way.
   */
  async requestJson(subject: string, context: RequestContext, payload: unknown, timeoutMs = this.timeoutMs): Promise<Uint8Array> {
    const { data, id } = await this.send(subject, context, payload, timeoutMs);
    const raw = responseBytes(data, id);
    return raw ?? utf8.encode(JSON.stringify(this.resultOf(subject, data) ?? null));
  }

  private async send(subject: string, context: RequestContext, payload: unknown, timeoutMs: number): Promise<{ data: Uint8Array; id: string }> {
    const id = randomUUID();
    const packet = { pattern: subject, data: { context, payload }, id };
    try {
      const data = await this.requestOne(subject, codec.encode(packet), timeoutMs);
      // A reply over one NATS message comes in chunks: fetch and join them (libs/contracts chunked-reply).
      const marker = chunkedMarkerOf(data);
      if (!marker) return { data, id };
      const whole = await collectChunks(marker, async (s, body) => (await this.nc.request(s, body, { timeout: timeoutMs })).data);
      return { data: whole, id };
    } catch (e) {
      throw this.transportError(subject, e);
    }
  }

  /**
   * One request and its first reply, as nats.js's request() does it (a reply subject under one
   * inbox subscription, a timer, NATS's "no responders" status), without what that costs per
   * request here: nats.js builds a NatsError with its stack for every request it completes (the
   * promise it has already resolved is then rejected as cancelled), 2 % of the gateway's CPU.
   */
  private requestOne(subject: string, body: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
    const token = (this.sequence = (this.sequence + 1) % Number.MAX_SAFE_INTEGER).toString(36);
    return new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(() => this.settle(token, this.pending.get(token), { code: ErrorCode.Timeout }), timeoutMs);
      this.pending.set(token, { resolve, reject, timer });
      try {
        this.nc.publish(subject, body, { reply: `${this.inbox}${token}` });
      } catch (e) {
        this.settle(token, this.pending.get(token), e);
      }
    });
  }

  private onReply(err: NatsError | null, msg: Msg): void {
    if (err) return;
    const token = msg.subject.slice(this.inbox.length);
    const p = this.pending.get(token);
    if (!p) return;
    // The server's answer when no subscriber took the request: an empty message with status 503.
    if (msg.data.length === 0 && msg.headers?.code === 503) this.settle(token, p, { code: ErrorCode.NoResponders });
    else this.settle(token, p, null, msg.data);
  }

  private settle(token: string, p: PendingRequest | undefined, error: unknown, data?: Uint8Array): void {
    if (!p) return;
    this.pending.delete(token);
    clearTimeout(p.timer);
    if (error) p.reject(error);
    else p.resolve(data as Uint8Array);
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
