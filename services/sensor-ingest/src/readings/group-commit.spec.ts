import type { StreamReading, StreamReadingGroup } from '@inasaku/contracts';
import { GroupCommit, type GroupCommitOptions } from './group-commit';

const S1 = 'sensor-1';
const S2 = 'sensor-2';
const reading = (s: string, t: number, l = 5): StreamReading => ({ s, a: 'account-1', r: 1, t, l, w: null, b: 80, g: -100 });
const options: GroupCommitOptions = { lingerMs: 5, maxUplinks: 3, recentKeys: 4, recentMs: 60_000 };
const decoder = new TextDecoder();

function storeThat(fail = 0) {
  const messages: { subject: string; group: StreamReadingGroup; id: string }[] = [];
  let failures = fail;
  const store = jest.fn(async (subject: string, data: Uint8Array, id: string) => {
    if (failures-- > 0) throw Object.assign(new Error('CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' });
    messages.push({ subject, group: JSON.parse(decoder.decode(data)) as StreamReadingGroup, id });
    return { duplicate: false };
  });
  return { store, messages };
}

describe('GroupCommit (uplinks of a few milliseconds in one JetStream message)', () => {
  it('sends the uplinks of the linger time as one group message and answers each once it is stored', async () => {
    const { store, messages } = storeThat();
    const gc = new GroupCommit(store, options);
    const answers = Promise.all([gc.publish([reading(S1, 1000)], 'k1'), gc.publish([reading(S2, 1000, 7)], 'k2')]);
    expect(store).not.toHaveBeenCalled();
    await expect(answers).resolves.toEqual([{ stored: 1, duplicates: 0 }, { stored: 1, duplicates: 0 }]);
    expect(messages).toHaveLength(1);
    expect(messages[0].subject).toBe('sensor.readings.group');
    expect(messages[0].group.g).toEqual([
      { s: S1, a: 'account-1', r: 1, items: [[1000, 5, null, 80, -100]] },
      { s: S2, a: 'account-1', r: 1, items: [[1000, 7, null, 80, -100]] },
    ]);
  });

  it('sends a full group at once without waiting for the linger time', async () => {
    const { store, messages } = storeThat();
    const gc = new GroupCommit(store, { ...options, lingerMs: 60_000 });
    await Promise.all([1, 2, 3].map((i) => gc.publish([reading(S1, i)], `k${i}`)));
    expect(messages.map((m) => m.group.g.length)).toEqual([3]);
  });

  it('stores an uplink delivered twice once: at the same moment, and later in another group with another time', async () => {
    const { store, messages } = storeThat();
    const gc = new GroupCommit(store, options);
    const [a, b] = await Promise.all([gc.publish([reading(S1, 1000)], 'k1'), gc.publish([reading(S1, 1050)], 'k1')]);
    expect(a).toEqual({ stored: 1, duplicates: 0 });
    expect(b).toEqual({ stored: 0, duplicates: 1 });
    await expect(gc.publish([reading(S1, 1100)], 'k1')).resolves.toEqual({ stored: 0, duplicates: 1 });
    expect(messages.flatMap((m) => m.group.g)).toHaveLength(1);
  });

  it('forgets the keys of a failed store, so the network server\'s retry is stored, and every waiting request learns the failure', async () => {
    const { store, messages } = storeThat(1);
    const gc = new GroupCommit(store, options);
    const first = gc.publish([reading(S1, 1000)], 'k1');
    const repeat = gc.publish([reading(S1, 1000)], 'k1');
    await expect(first).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    await expect(repeat).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    await expect(gc.publish([reading(S1, 1000)], 'k1')).resolves.toEqual({ stored: 1, duplicates: 0 });
    expect(messages).toHaveLength(1);
  });

  it('remembers a bounded number of keys for a bounded time', async () => {
    const { store, messages } = storeThat();
    let now = 0;
    const gc = new GroupCommit(store, options, () => now);
    for (let i = 0; i < 6; i += 1) await gc.publish([reading(S1, i)], `k${i}`);
    // k0 and k1 are the oldest of six with room for four: a repeat is sent again (water's (sensor, time) key stores it once).
    await gc.publish([reading(S1, 0)], 'k0');
    expect(messages).toHaveLength(7);
    now = 60_001;
    await expect(gc.publish([reading(S1, 5)], 'k5')).resolves.toEqual({ stored: 1, duplicates: 0 });
    expect(messages).toHaveLength(8);
  });
});

describe('GroupCommit of device batches (no linger, groups on their way bounded)', () => {
  /** A store whose publishes are answered when the test says so. */
  function heldStore() {
    const messages: StreamReadingGroup[] = [];
    const pending: (() => void)[] = [];
    const store = jest.fn((_subject: string, data: Uint8Array) => {
      messages.push(JSON.parse(decoder.decode(data)) as StreamReadingGroup);
      return new Promise<{ duplicate: boolean }>((resolve) => pending.push(() => resolve({ duplicate: false })));
    });
    const release = async () => {
      pending.shift()?.();
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
    };
    return { store, messages, pending, release };
  }
  const batch = (s: string, n: number, from = 0) => Array.from({ length: n }, (_, i) => reading(s, from + i * 1000));
  const devices: GroupCommitOptions = { lingerMs: 0, maxUplinks: 100, maxBytes: 10_000, maxInFlight: 1, recentKeys: 0, recentMs: 0 };

  it('sends a lone batch at once and groups the batches that arrive while a group is on its way', async () => {
    const { store, messages, release } = heldStore();
    const gc = new GroupCommit(store, devices);
    const first = gc.publish(batch(S1, 2));
    await new Promise((r) => setImmediate(r));
    expect(messages.map((m) => m.g.length)).toEqual([1]);
    const later = [gc.publish(batch(S2, 2)), gc.publish(batch(S1, 2, 5000)), gc.publish(batch(S2, 1, 9000))];
    await new Promise((r) => setImmediate(r));
    expect(messages).toHaveLength(1); // waits for the group in flight
    await release();
    await expect(first).resolves.toEqual({ stored: 2, duplicates: 0 });
    expect(messages.map((m) => m.g.length)).toEqual([1, 3]);
    expect(messages[1].g.map((b) => [b.s, b.items.length])).toEqual([[S2, 2], [S1, 2], [S2, 1]]);
    await release();
    await expect(Promise.all(later)).resolves.toEqual([{ stored: 2, duplicates: 0 }, { stored: 2, duplicates: 0 }, { stored: 1, duplicates: 0 }]);
  });

  it('keeps every message under its byte bound: what is over waits for the next group', async () => {
    const { store, messages, release } = heldStore();
    const gc = new GroupCommit(store, devices);
    const answers = [gc.publish(batch(S1, 1))];
    await new Promise((r) => setImmediate(r));
    // about 3,300 bytes each: three fit in 10,000 bytes, the other two go next
    for (let k = 0; k < 5; k += 1) answers.push(gc.publish(batch(k % 2 ? S1 : S2, 100, 1e6 * (k + 1))));
    for (let i = 0; i < 3; i += 1) await release();
    expect(messages.map((m) => m.g.length)).toEqual([1, 3, 2]);
    expect(messages.slice(1).every((m) => JSON.stringify(m.g).length <= 10_000)).toBe(true);
    expect((await Promise.all(answers)).reduce((n, a) => n + a.stored, 0)).toBe(501);
  });

  it('sends a batch larger than the byte bound alone rather than never', async () => {
    const { store, messages, release } = heldStore();
    const gc = new GroupCommit(store, { ...devices, maxBytes: 100 });
    const answers = [gc.publish(batch(S1, 10)), gc.publish(batch(S2, 10))];
    await new Promise((r) => setImmediate(r));
    await release();
    await release();
    expect(messages.map((m) => m.g.length)).toEqual([1, 1]);
    await expect(Promise.all(answers)).resolves.toEqual([{ stored: 10, duplicates: 0 }, { stored: 10, duplicates: 0 }]);
  });

  it('remembers nothing without a natural key: a repeated batch is sent again (water stores it once by its key)', async () => {
    const { store, messages } = storeThat();
    const gc = new GroupCommit(store, { ...devices, maxInFlight: 4 });
    await gc.publish(batch(S1, 2));
    await gc.publish(batch(S1, 2));
    expect(messages.flatMap((m) => m.group.g)).toHaveLength(2);
  });

  it('answers every waiting batch of a failed group with the failure, and sends the next group', async () => {
    const { store, messages } = storeThat(1);
    const gc = new GroupCommit(store, devices);
    const failed = gc.publish(batch(S1, 1));
    await expect(failed).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    await expect(gc.publish(batch(S1, 1))).resolves.toEqual({ stored: 1, duplicates: 0 });
    expect(messages).toHaveLength(1);
  });
});
