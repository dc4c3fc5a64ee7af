import type { JetStreamClient, PubAck } from 'nats';
import type { StreamReading } from '@inasaku/contracts';
import { itemsJson } from './items-json';
import { ReadingsPublisher, transientPublishError } from './readings-publisher';

const reading = (t: number): StreamReading => ({ s: 'sensor-1', a: 'account-1', r: Date.now(), t, l: 5, w: null, b: null, g: null }) as unknown as StreamReading;
const ack = (duplicate = false): PubAck => ({ stream: 'SENSOR_READINGS', seq: 1, duplicate, domain: '' }) as PubAck;
const noResponders = () => Object.assign(new Error('503'), { code: '503' });

function jsThat(...outcomes: Array<PubAck | Error>) {
  const publish = jest.fn(async () => {
    const next = outcomes.shift();
    if (next instanceof Error) throw next;
    return next ?? ack();
  });
  return { js: { publish } as unknown as JetStreamClient, publish };
}

describe('ReadingsPublisher while the stream elects a leader', () => {
  it('offers the batch again until JetStream stores it, with the same message id, and the device gets its answer', async () => {
    const { js, publish } = jsThat(noResponders(), Object.assign(new Error('TIMEOUT'), { code: 'TIMEOUT' }), ack());
    const result = await new ReadingsPublisher(js, 'batch', 5_000).publish([reading(1000), reading(2000)]);
    expect(result).toEqual({ stored: 2, duplicates: 0 });
    expect(publish).toHaveBeenCalledTimes(3);
    const ids = publish.mock.calls.map((c) => (c as unknown[])[2]);
    expect(new Set(ids.map((o) => (o as { msgID: string }).msgID)).size).toBe(1);
  });

  it('gives up after its retry time so the device gets 503 and retries itself', async () => {
    const { js, publish } = jsThat(...Array.from({ length: 50 }, noResponders));
    const started = Date.now();
    await expect(new ReadingsPublisher(js, 'batch', 600).publish([reading(1000)])).rejects.toMatchObject({ code: '503' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(publish.mock.calls.length).toBeGreaterThan(1);
  });

  it('does not wait out an error that is not about the leader (a closed connection)', async () => {
    const closed = Object.assign(new Error('CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' });
    const { js, publish } = jsThat(closed, ack());
    await expect(new ReadingsPublisher(js, 'batch', 5_000).publish([reading(1000)])).rejects.toBe(closed);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(transientPublishError(closed)).toBe(false);
    expect(transientPublishError(noResponders())).toBe(true);
  });
});

describe('itemsJson', () => {
  it('writes the batch items exactly as JSON.stringify of the tuples would', () => {
    const readings = [
      { s: 's', a: 'a', t: 1_780_000_000_000, l: 5.25, w: null, b: 87, g: -71.5, r: 1 },
      { s: 's', a: 'a', t: 1_780_000_001_000, l: -0, w: 1e-7, b: undefined as unknown as null, g: null, r: 1 },
    ];
    expect(itemsJson(readings)).toBe(JSON.stringify(readings.map((x) => [x.t, x.l, x.w, x.b, x.g])));
    expect(itemsJson([])).toBe('[]');
  });
});
