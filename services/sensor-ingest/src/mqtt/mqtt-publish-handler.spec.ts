import type { Aedes, Client, PublishPacket } from 'aedes';
import type { IngestOutcome, IngestService } from '../readings/ingest.service';
import { DeviceSessions, type DeviceSession } from './device-session';
import { createPublishHandler } from './mqtt-publish-handler';
import { readingsTopic, resultTopic } from './topic-policy';

function setUp(outcome: Promise<IngestOutcome>) {
  const client = {} as Client;
  const sessions = new DeviceSessions();
  const session: DeviceSession = { sensor: { id: 's1', accountId: 'a1', productId: 'WL-1' }, productId: 'WL-1', tokenHash: 'h', revoked: false, close: () => undefined };
  sessions.set(client, session);
  const published: { topic: string; payload: string }[] = [];
  const broker = { publish: (p: { topic: string; payload: Buffer }, cb: () => void) => { published.push({ topic: p.topic, payload: p.payload.toString() }); cb(); } } as unknown as Aedes;
  const ingest = { ingest: jest.fn(() => outcome) } as unknown as IngestService & { ingest: jest.Mock };
  const handler = createPublishHandler({ broker: () => broker, ingest, sessions });
  const packet = (topic = readingsTopic('WL-1')) => ({ cmd: 'publish', topic, payload: Buffer.from('{"readings":[]}'), qos: 1, retain: true, dup: false, messageId: 1 }) as PublishPacket;
  const run = (p = packet()) => new Promise<Error | null | undefined>((resolve) => handler(client, p, resolve));
  return { session, published, ingest, run, packet };
}

const ok: IngestOutcome = { status: 200, body: { accepted: 1, refused: [] } };

describe('MQTT publish handler', () => {
  it('acknowledges an ingested batch and answers on the result topic; the retained flag is dropped', async () => {
    const t = setUp(Promise.resolve(ok));
    const p = t.packet();
    expect(await t.run(p)).toBeNull();
    expect(p.retain).toBe(false);
    expect(t.published).toEqual([{ topic: resultTopic('WL-1'), payload: '{"accepted":1,"refused":[]}' }]);
  });

  it('a token revoked while the batch was on its way to JetStream gets no PUBACK and no answer', async () => {
    let finish: (o: IngestOutcome) => void = () => undefined;
    const t = setUp(new Promise<IngestOutcome>((resolve) => (finish = resolve)));
    const result = t.run();
    // the guard IngestService asks right before JetStream sees the revocation too
    const guard = (t.ingest.ingest.mock.calls[0] as unknown[])[3] as { stillAuthorized: () => boolean };
    expect(guard.stillAuthorized()).toBe(true);
    t.session.revoked = true;
    expect(guard.stillAuthorized()).toBe(false);
    finish(ok);
    expect(await result).toBeInstanceOf(Error);
    expect(t.published).toEqual([]);
  });

  it('a revoked session or a foreign topic is refused before anything is ingested', async () => {
    const t = setUp(Promise.resolve(ok));
    expect(await t.run(t.packet(readingsTopic('WL-2')))).toBeInstanceOf(Error);
    t.session.revoked = true;
    expect(await t.run()).toBeInstanceOf(Error);
    expect(t.ingest.ingest).not.toHaveBeenCalled();
  });

  it('a refused batch (rate limit) is acknowledged with the error on the result topic', async () => {
    const limited: IngestOutcome = { status: 429, body: { error: { code: 'RATE_LIMITED', message: '送信の間隔が短すぎます。' } }, retryAfterSeconds: 2 };
    const t = setUp(Promise.resolve(limited));
    expect(await t.run()).toBeNull();
    expect(JSON.parse(t.published[0].payload)).toEqual({ error: { code: 'RATE_LIMITED', message: '送信の間隔が短すぎます。' } });
  });

  it('not stored (the stream unreachable): the error is answered, then no PUBACK', async () => {
    const t = setUp(Promise.reject(new Error('no responders')));
    expect(await t.run()).toBeInstanceOf(Error);
    expect(JSON.parse(t.published[0].payload)).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: 'サーバーへの接続に失敗しました。' } });
  });
});
