import type { NatsConnection } from 'nats';
import { EVENT_STREAM } from '@inasaku/contracts';

export interface RecordedEvent<T = unknown> {
  subject: string;
  seq: number;
  msgId: string | undefined;
  data: T;
}

/** The last sequence of the event stream, to read only what a test published afterwards. */
export async function streamLastSeq(nc: NatsConnection, stream: string = EVENT_STREAM.name): Promise<number> {
  const jsm = await nc.jetstreamManager();
  const info = await jsm.streams.info(stream).catch(() => null);
  return info?.state.last_seq ?? 0;
}

/**
 * Every event on `subject` stored in the stream after `afterSeq`. Reads message by message
 * (no consumer), which works on every JetStream server version and changes nothing.
 */
export async function readEvents<T = unknown>(
  nc: NatsConnection,
  subject: string,
  afterSeq: number,
  stream: string = EVENT_STREAM.name,
): Promise<RecordedEvent<T>[]> {
  const jsm = await nc.jetstreamManager();
  const info = await jsm.streams.info(stream);
  const events: RecordedEvent<T>[] = [];
  for (let seq = Math.max(afterSeq + 1, info.state.first_seq); seq <= info.state.last_seq; seq++) {
    const m = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
    if (!m || m.subject !== subject) continue;
    events.push({ subject: m.subject, seq: m.seq, msgId: m.header?.get('Nats-Msg-Id') || undefined, data: m.json<T>() });
  }
  return events;
}
