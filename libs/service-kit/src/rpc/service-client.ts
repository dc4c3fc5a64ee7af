import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ErrorCode, JSONCodec, connect, type NatsConnection, type NatsError } from 'nats';
import { ERROR_CODES, MESSAGES, chunkedMarkerOf, collectChunks, isRpcErrorBody, type RequestContext } from '@inasaku/contracts';
import { InjectServiceConfig, type ServiceConfig } from '../tokens';
import { rpcError } from './rpc-error';
import { coalesceWrites } from './coalesced-writes';

const codec = JSONCodec<unknown>();
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Request/reply from one service to another, in the wire format of Nest's NATS transport
 * ({ pattern, data: { context, payload }, id } out, { response | err } back). The caller's
 * request context travels along, so the answering service applies its own tenant rules.
 * A remote RPC error is rethrown as the same RpcError; no responders is 503, a timeout 504.
 */
@Injectable()
export class ServiceClient implements OnApplicationShutdown {
  private readonly logger = new Logger(ServiceClient.name);
  private connection: Promise<NatsConnection> | null = null;

  constructor(@InjectServiceConfig() private readonly config: ServiceConfig) {}

  async request<T>(subject: string, context: RequestContext, payload: unknown, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
    const nc = await this.connect();
    // The browser's Idempotency-Key belongs to the call it came with, not to the calls that one makes:
    // passed on, another service would record (or refuse) it under a different request.
    const { idempotencyKey: _own, ...passed } = context;
    const packet = { pattern: subject, data: { context: passed, payload }, id: randomUUID() };
    let reply: { response?: unknown; err?: unknown };
    try {
      const msg = await nc.request(subject, codec.encode(packet), { timeout: timeoutMs });
      // A reply over one NATS message comes in chunks (ChunkedReplies): fetch and join them.
      const marker = chunkedMarkerOf(msg.data);
      const data = marker ? await collectChunks(marker, async (s, b) => (await nc.request(s, b, { timeout: timeoutMs })).data) : msg.data;
      reply = codec.decode(data) as { response?: unknown; err?: unknown };
    } catch (e) {
      const code = (e as NatsError)?.code;
      this.logger.warn({ msg: 'service request failed', subject, error: String(e) });
      if (code === ErrorCode.Timeout) return rpcError(504, ERROR_CODES.timeout, MESSAGES.timeout);
      return rpcError(503, ERROR_CODES.serviceUnavailable, MESSAGES.serviceUnavailable);
    }
    if (reply.err !== undefined && reply.err !== null) {
      if (isRpcErrorBody(reply.err)) return rpcError(reply.err.statusCode, reply.err.code, reply.err.message, reply.err.field);
      return rpcError(500, ERROR_CODES.internal, MESSAGES.internal);
    }
    return reply.response as T;
  }

  private connect(): Promise<NatsConnection> {
    this.connection ??= connect({
      servers: this.config.natsUrl,
      name: `${this.config.name}-client`,
      maxReconnectAttempts: -1,
      // No Error (and its stack) captured per request for a timeout's trace: rpcError answers it.
      noAsyncTraces: true,
    }).then((nc) => {
      coalesceWrites(nc);
      return nc;
    }).catch((e: unknown) => {
      this.connection = null;
      throw e;
    });
    return this.connection;
  }

  async onApplicationShutdown(): Promise<void> {
    const pending = this.connection;
    this.connection = null;
    const nc = await pending?.catch(() => null);
    if (nc && !nc.isClosed()) await nc.drain().catch(() => undefined);
  }
}
