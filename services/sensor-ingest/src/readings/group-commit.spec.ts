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
