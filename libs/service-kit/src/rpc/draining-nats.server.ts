import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import { InFlightRequests } from './in-flight';

/** Longest a shutdown waits for running requests: the gateway has given up on them by then (REQUEST_TIMEOUT_MS). */
export const DRAIN_MAX_MS = 10_000;

/**
 * Nest's NATS server with a drain that waits for the requests in flight rather than a fixed grace
 * period: on close it leaves the queue group at once (the other replicas take every new request),
 * lets this process answer what it holds, then closes the connection. Nest closes the
 * microservices before the application-shutdown hooks close PostgreSQL, Redis and JetStream, so
 * those requests still have them.
 */
export class DrainingServerNats extends ServerNats {
  constructor(
    options: Required<NatsOptions>['options'],
    private readonly inFlight: InFlightRequests = InFlightRequests.shared,
    private readonly maxWaitMs: number = DRAIN_MAX_MS,
  ) {
    // Nest's own fixed wait is replaced by the one below.
    super({ ...options, gracefulShutdown: false });
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
    await super.close();
  }
}
