import type { NatsConnection } from 'nats';
import { DrainingServerNats } from './draining-nats.server';
import { coalesceWrites } from './coalesced-writes';

/**
 * The services' NATS server: DrainingServerNats (its shutdown) with two costs per request taken
 * out. Replies are written to the socket once per event-loop turn (coalesceWrites), and a
 * request's handler is found by its subject directly: Nest first tries JSON.parse on every
 * subject (for object patterns), which for a plain subject such as `fields.brands.list` throws
 * and builds a SyntaxError with its stack on every message. Object patterns still go Nest's way.
 */
export class ServiceNatsServer extends DrainingServerNats {
  override async createNatsClient(): Promise<NatsConnection> {
    const nc = await super.createNatsClient();
    coalesceWrites(nc);
    return nc;
  }

  override getHandlerByPattern(pattern: string) {
    return this.messageHandlers.get(pattern) ?? super.getHandlerByPattern(pattern);
  }
}
