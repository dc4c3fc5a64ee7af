import type { NatsConnection } from 'nats';
import { WATER_SUBJECTS } from '@inasaku/contracts';
import { TokenVerifier } from './token-verifier';

const encoder = new TextEncoder();

/** An async iterable the test pushes into (a NATS subscription or the status stream). */
function feed<T>() {
  const queue: T[] = [];
  let wake: (() => void) | null = null;
  return {
    push(value: T) {
      queue.push(value);
      wake?.();
    },
    async *[Symbol.asyncIterator]() {
      for (;;) {
        while (queue.length) yield queue.shift()!;
        await new Promise<void>((r) => (wake = r));
      }
    },
    unsubscribe() {},
  };
}

/** Water's answers to token checks, released by the test one at a time. */
function fakeNats() {
  const tokenChanged = feed<{ data: Uint8Array }>();
  const status = feed<{ type: string }>();
  const answers: ((sensor: { id: string; account_id: string; sensor_id: string } | null) => void)[] = [];
  const nc = {
    subscribe: (subject: string) => {
      expect(subject).toBe(WATER_SUBJECTS.sensors.tokenChanged);
      return tokenChanged;
    },
    status: () => status,
    request: () => new Promise((resolve) => answers.push((sensor) => resolve({ data: encoder.encode(JSON.stringify({ response: { sensor } })) }))),
  } as unknown as NatsConnection;
  return {
    nc,
    answers,
    announce: (productId: string) => tokenChanged.push({ data: encoder.encode(JSON.stringify({ sensor_id: productId })) }),
    reconnect: () => status.push({ type: 'reconnect' }),
  };
}

const tick = () => new Promise((r) => setImmediate(r));
const S1 = { id: 'id-1', account_id: 'a1', sensor_id: 'WL-1' };

describe('TokenVerifier', () => {
  it('a yes that water computed before a rotation and that arrives after its announcement is not trusted: asked again', async () => {
    const n = fakeNats();
    const v = new TokenVerifier(n.nc, 60_000);
    v.start();
    const checking = v.verify('wlt_old', 'WL-1');
    await tick();
    n.announce('WL-1');
    await tick();
    n.answers[0](S1); // the stale yes
    await tick();
    expect(n.answers).toHaveLength(2);
    n.answers[1](null); // water now knows the token is gone
    expect(await checking).toBeNull();
  });

  it('a revocation of another sensor does not make a check ask again', async () => {
    const n = fakeNats();
    const v = new TokenVerifier(n.nc, 60_000);
    v.start();
    const checking = v.verify('wlt_ok', 'WL-1');
    await tick();
    n.announce('WL-2');
    await tick();
    n.answers[0](S1);
    expect(await checking).toEqual({ id: 'id-1', accountId: 'a1', productId: 'WL-1' });
    expect(n.answers).toHaveLength(1);
  });

  it('an announcement drops the cached yes and tells the listeners in the same tick', async () => {
    const n = fakeNats();
    const v = new TokenVerifier(n.nc, 60_000);
    v.start();
    const revoked: string[] = [];
    v.onRevoked((p) => revoked.push(p));
    const first = v.verify('wlt_ok', 'WL-1');
    await tick();
    n.answers[0](S1);
    await first;
    expect(await v.verify('wlt_ok', 'WL-1')).not.toBeNull(); // cached
    expect(n.answers).toHaveLength(1);
    n.announce('WL-1');
    await tick();
    expect(revoked).toEqual(['WL-1']);
    const again = v.verify('wlt_ok', 'WL-1');
    await tick();
    expect(n.answers).toHaveLength(2);
    n.answers[1](null);
    expect(await again).toBeNull();
  });

  it('after a reconnect (announcements may have been missed) nothing cached is trusted and open connections are rechecked', async () => {
    const n = fakeNats();
    const v = new TokenVerifier(n.nc, 60_000);
    v.start();
    let resyncs = 0;
    v.onResync(() => (resyncs += 1));
    const first = v.verify('wlt_ok', 'WL-1');
    await tick();
    n.answers[0](S1);
    await first;
    n.reconnect();
    await tick();
    expect(resyncs).toBe(1);
    const again = v.verify('wlt_ok', 'WL-1');
    await tick();
    expect(n.answers).toHaveLength(2);
    n.answers[1](S1);
    expect(await again).not.toBeNull();
  });
});
