import { randomUUID } from 'node:crypto';
import { Logger, OnModuleDestroy } from '@nestjs/common';
import { connect, ErrorCode, JSONCodec, NatsConnection, NatsError } from 'nats';
import {
  ERROR_CODES, MESSAGES, isRpcErrorBody, type RequestContext, type RpcErrorBody,
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

  get connected(): boolean {
    return !this.nc.isClosed();
  }

  async request<T>(subject: string, context: RequestContext, payload: unknown): Promise<T> {
    const packet = { pattern: subject, data: { context, payload }, id: randomUUID() };
    let reply: NestReply;
    try {
      const msg = await this.nc.request(subject, codec.encode(packet), { timeout: this.timeoutMs });
      reply = codec.decode(msg.data) as NestReply;
    } catch (e) {
      throw this.transportError(subject, e);
    }
    if (reply.err !== undefined && reply.err !== null) {
      if (isRpcErrorBody(reply.err)) throw new GatewayError(reply.err);
      this.logger.error(`unexpected error body from ${subject}: ${JSON.stringify(reply.err)}`);
      throw new GatewayError({ statusCode: 500, code: ERROR_CODES.internal, message: MESSAGES.internal });
    }
    return reply.response as T;
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
