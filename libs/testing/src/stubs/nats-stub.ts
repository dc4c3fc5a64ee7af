import { connect, type NatsConnection, type Subscription } from 'nats';
import type { RequestContext, RpcEnvelope, RpcErrorBody } from '@inasaku/contracts';

/** A stub's answer: the response, or the RPC error the real service would throw. */
export type StubReply = { response: unknown } | { err: RpcErrorBody };

export type StubHandler<P = unknown> = (payload: P, context: RequestContext) => StubReply | Promise<StubReply>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Stands in for another domain service on the test NATS: answers its subjects in Nest's reply
 * format (`{ id, response | err, isDisposed }`), in the service's queue group as the real
 * replicas would. A test's stub of a service adds its subjects with `answer`.
 */
export class NatsStub {
  private readonly subs: Subscription[] = [];

  private constructor(readonly nc: NatsConnection) {}

  static async connect(url: string, name: string): Promise<NatsStub> {
    return new NatsStub(await connect({ servers: url, name }));
  }

  /** Answers `subject` with `handler` until the stub closes. */
  answer<P = unknown>(subject: string, queue: string, handler: StubHandler<P>): this {
    const sub = this.nc.subscribe(subject, { queue });
    this.subs.push(sub);
    void (async () => {
      for await (const msg of sub) {
        const packet = JSON.parse(decoder.decode(msg.data)) as { id: string; data: RpcEnvelope<P> };
        const reply = await handler(packet.data.payload, packet.data.context);
        msg.respond(encoder.encode(JSON.stringify({ id: packet.id, ...reply, isDisposed: true })));
      }
    })();
    return this;
  }

  /** Resolves once the server has every subscription, so no request is sent before it. */
  async ready(): Promise<void> {
    await this.nc.flush();
  }

  async close(): Promise<void> {
    for (const sub of this.subs) sub.unsubscribe();
    await this.nc.drain();
  }
}
