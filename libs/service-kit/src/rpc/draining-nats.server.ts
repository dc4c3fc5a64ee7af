import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { Msg, NatsConnection } from 'nats';
import { InFlightRequests } from './in-flight';

/** Longest a shutdown waits for running requests: the gateway has given up on them by then (REQUEST_TIMEOUT_MS). */
export const DRAIN_MAX_MS = 10_000;

/**
 * Nest's NATS server with a drain that waits for the requests in flight rather than a fixed grace
 * period: on close it leaves the queue group at once (the other replicas take every new request),
 * lets this process answer what it holds, makes sure the answers reached the server, then closes
 * the connection. Nest closes the microservices before the application-shutdown hooks close
 * PostgreSQL, Redis and JetStream, so those requests still have them.
 */
export class DrainingServerNats extends ServerNats {
  constructor(
    options: Required<NatsOptions>['options'],
    protected readonly inFlight: InFlightRequests = InFlightRequests.shared,
    private readonly maxWaitMs: number = DRAIN_MAX_MS,
  ) {
    // Nest's own fixed wait is replaced by the one below.
    super({ ...options, gracefulShutdown: false });
  }

  /**
   * A request counts as in flight from the moment NATS hands it over, not only from when Nest
   * reaches the interceptor that counts it (RpcMetricsInterceptor) a few promise turns later: a
   * request that arrives in the same network read as the answer to the drain's flush would
   * otherwise be unseen by the drain, and its answer written to a closed connection. Released a
   * turn after Nest's part, when the interceptor holds it.
   */
  override async handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    const received = this.inFlight.start();
    try {
      return await super.handleMessage(channel, natsMsg);
    } finally {
      setImmediate(received);
    }
  }

  override async close(): Promise<void> {
    // Nest keeps the queue-group subscriptions private; leaving them is the whole point here.
    // drain(), not unsubscribe(): requests the server routed here before it took the UNSUB still
    // reach the handler (unsubscribe would drop them, and their callers would wait for a timeout).
    const subscriptions = (this as unknown as { subscriptions?: { drain(): Promise<void> }[] }).subscriptions ?? [];
    await Promise.all(subscriptions.map((s) => s.drain().catch(() => undefined)));
    await this.inFlight.idle(this.maxWaitMs);
    // Nest publishes a handler's answer on the next tick after it completes: let that go out first.
    await new Promise((resolve) => setImmediate(resolve));
    // Written answers may still wait in the client's buffer (writes are coalesced per turn, and
    // close() does not send what is buffered): a flush returns once the server has all of it.
    const nc = (this as unknown as { natsClient?: NatsConnection | null }).natsClient;
    if (nc && !nc.isClosed()) await nc.flush().catch(() => undefined);
    await super.close();
  }
}
