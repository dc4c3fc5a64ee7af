import type { NatsConnection } from 'nats';

/** The part of nats.js's protocol handler this reaches into (nats 2.x, NatsConnectionImpl.protocol). */
interface ProtocolLike {
  flushPending(): void;
  outbound: { size(): number };
  pendingLimit: number;
}

const COALESCED = Symbol('inasaku.coalescedWrites');

/**
 * Makes `nc` write what it has to send once per event-loop turn instead of once per message.
 *
 * nats.js flushes its outbound buffer in a microtask after the first command is queued, and a
 * microtask runs after every I/O callback: under load each HTTP request (in the gateway) and each
 * reply (in a service) became its own socket write. A loopback TCP write costs ~0.1 ms of kernel
 * time (the receiver's wake-up included), the largest single item of a brands request's CPU in
 * the profiles of both processes. Flushing from setImmediate instead sends everything queued while
 * one turn's ready sockets were handled in one write, right after them (the check phase follows
 * the poll phase), in the same order. Past nats.js's pending limit it still flushes at once, and
 * direct flushes (connect, flush()) only move to the same point of the turn.
 *
 * Returns false, leaving the connection as it was, if the client's internals are not the shape
 * this knows (a nats.js upgrade): the unit test fails then, the system does not.
 */
export function coalesceWrites(nc: NatsConnection): boolean {
  const protocol = (nc as unknown as { protocol?: Partial<ProtocolLike> & { [COALESCED]?: true } }).protocol;
  if (!protocol || protocol[COALESCED] || typeof protocol.flushPending !== 'function' || typeof protocol.outbound?.size !== 'function') {
    return !!protocol?.[COALESCED];
  }
  const p = protocol as ProtocolLike & { [COALESCED]?: true };
  const flushNow = p.flushPending.bind(p);
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    flushNow();
  };
  p.flushPending = () => {
    if (p.outbound.size() >= p.pendingLimit) {
      scheduled = false;
      flushNow();
      return;
    }
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };
  p[COALESCED] = true;
  return true;
}
