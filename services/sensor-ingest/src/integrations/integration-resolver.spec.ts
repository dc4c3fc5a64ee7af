import type { NatsConnection } from 'nats';
import { LORAWAN_SUBJECTS } from '@inasaku/contracts';
import { IntegrationResolver, hashIntegrationSecret, secretOf } from './integration-resolver';

const decoder = new TextDecoder();
const encoder = new TextEncoder();
const decoding = { level_key: 'water_level', level_unit: 'cm', temperature_key: 'temperature', battery_key: 'battery', mount_height_cm: null };
const integration = { id: 'i-1', account_id: 'a-1', network: 'tts' };

/** A stand-in for water's NATS responders and change events. */
function natsStub(answer: (subject: string, payload: Record<string, unknown>) => unknown) {
  const listeners = new Map<string, (data: unknown) => void>();
  const request = jest.fn(async (subject: string, data: Uint8Array) => {
    const packet = JSON.parse(decoder.decode(data)) as { data: { payload: Record<string, unknown> } };
    const response = answer(subject, packet.data.payload);
    if (response instanceof Error) throw response;
    return { data: encoder.encode(JSON.stringify({ response })) };
  });
  const subscribe = (subject: string) => {
    const queue: unknown[] = [];
    let wake: (() => void) | null = null;
    listeners.set(subject, (d) => {
      queue.push({ data: encoder.encode(JSON.stringify(d)) });
      wake?.();
    });
    return {
      unsubscribe: () => undefined,
      async *[Symbol.asyncIterator]() {
        for (;;) {
          if (!queue.length) await new Promise<void>((r) => (wake = r));
          yield queue.shift();
        }
      },
    };
  };
  const emit = async (subject: string, data: unknown) => {
    listeners.get(subject)?.(data);
    await new Promise((r) => setImmediate(r));
  };
  return { nc: { request, subscribe } as unknown as NatsConnection, request, emit };
}

describe('secretOf', () => {
  it('takes Bearer <secret> or the bare secret, nothing else', () => {
    expect(secretOf('Bearer wli_abc')).toBe('wli_abc');
    expect(secretOf('wli_abc')).toBe('wli_abc');
    expect(secretOf(undefined)).toBe('');
    expect(secretOf('Basic a b')).toBe('');
  });
});

describe('IntegrationResolver', () => {
  it('sends only the sha256 of the secret and caches the integration until water says it changed', async () => {
    const { nc, request, emit } = natsStub((subject, p) => (subject === LORAWAN_SUBJECTS.resolveIntegration && p.secret_sha256 === hashIntegrationSecret('s3cret') ? { integration } : { integration: null }));
    const r = new IntegrationResolver(nc, 60_000);
    r.start();
    expect(await r.integration('tts', 's3cret')).toEqual({ id: 'i-1', accountId: 'a-1', network: 'tts' });
    expect(await r.integration('tts', 's3cret')).toEqual({ id: 'i-1', accountId: 'a-1', network: 'tts' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(request.mock.calls)).not.toContain('s3cret');
    await emit(LORAWAN_SUBJECTS.integrationChanged, { integration_id: 'i-1' });
    await r.integration('tts', 's3cret');
    expect(request).toHaveBeenCalledTimes(2);
    r.stop();
  });

  it('answers a fresh cache entry at once (no promise), a miss and an expired entry after asking water', async () => {
    const { nc, request } = natsStub((subject) => (subject === LORAWAN_SUBJECTS.resolveIntegration ? { integration } : { sensor: { id: 's-1', account_id: 'a-1', sensor_id: 'WL-1', dev_eui: '0004A30B001C0530', decoding } }));
    const r = new IntegrationResolver(nc, 60_000);
    const first = r.integration('tts', 's3cret');
    expect(first).toBeInstanceOf(Promise);
    const found = await first;
    expect(r.integration('tts', 's3cret')).toEqual(found);
    const i = { id: 'i-1', accountId: 'a-1', network: 'tts' as const };
    expect(r.device(i, '0004A30B001C0530')).toBeInstanceOf(Promise);
    await r.device(i, '0004A30B001C0530');
    expect(r.device(i, '0004A30B001C0530')).toMatchObject({ sensor: { id: 's-1' } });
    expect(request).toHaveBeenCalledTimes(2);
    const expiring = new IntegrationResolver(nc, 0);
    await expiring.integration('tts', 's3cret');
    await new Promise((res) => setTimeout(res, 2));
    expect(expiring.integration('tts', 's3cret')).toBeInstanceOf(Promise);
  });

  it("keeps one DevEUI apart per integration, and a changed integration drops only its own devices", async () => {
    const { nc, request, emit } = natsStub((_s, p) => ({ sensor: { id: `s-${String(p.integration_id)}`, account_id: String(p.account_id), sensor_id: 'WL', dev_eui: '0004A30B001C0530', decoding } }));
    const r = new IntegrationResolver(nc, 60_000);
    r.start();
    const one = { id: 'i-1', accountId: 'a-1', network: 'tts' as const };
    const two = { id: 'i-2', accountId: 'a-2', network: 'chirpstack' as const };
    expect(await r.device(one, '0004A30B001C0530')).toMatchObject({ sensor: { id: 's-i-1' } });
    expect(await r.device(two, '0004A30B001C0530')).toMatchObject({ sensor: { id: 's-i-2' } });
    expect(request).toHaveBeenCalledTimes(2);
    await emit(LORAWAN_SUBJECTS.integrationChanged, { integration_id: 'i-1' });
    expect(r.device(two, '0004A30B001C0530')).toMatchObject({ sensor: { id: 's-i-2' } });
    expect(await r.device(one, '0004A30B001C0530')).toMatchObject({ sensor: { id: 's-i-1' } });
    expect(request).toHaveBeenCalledTimes(3);
    r.stop();
  });

  it("refuses another network's integration and an empty secret without asking", async () => {
    const { nc, request } = natsStub(() => ({ integration }));
    const r = new IntegrationResolver(nc, 60_000);
    expect(await r.integration('chirpstack', 'x')).toBeNull();
    expect(await r.integration('tts', '')).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('shares one request among concurrent misses of a device', async () => {
    const { nc, request } = natsStub(() => ({ sensor: { id: 's-1', account_id: 'a-1', sensor_id: 'WL-1', dev_eui: '0004a30b001c0530', decoding } }));
    const r = new IntegrationResolver(nc, 60_000);
    const all = await Promise.all(Array.from({ length: 20 }, () => r.device({ id: 'i-1', accountId: 'a-1', network: 'tts' }, '0004A30B001C0530')));
    expect(request).toHaveBeenCalledTimes(1);
    expect(all[19]).toEqual({ sensor: { id: 's-1', account_id: 'a-1', sensor_id: 'WL-1', dev_eui: '0004A30B001C0530', decoding } });
  });

  it("tells an unregistered DevEUI from another account's sensor", async () => {
    const answers: unknown[] = [{ sensor: null }, { sensor: null, other_account: true }, { sensor: { id: 's', account_id: 'a-2', sensor_id: 'X', dev_eui: 'AA', decoding } }];
    const { nc } = natsStub(() => answers.shift());
    const r = new IntegrationResolver(nc, 60_000);
    const i = { id: 'i-1', accountId: 'a-1', network: 'tts' as const };
    expect(await r.device(i, '0000000000000001')).toEqual({ unregistered: true });
    expect(await r.device(i, '0000000000000002')).toEqual({ otherAccount: true });
    expect(await r.device(i, '0000000000000003')).toEqual({ otherAccount: true });
  });

  it('drops a device at once when its sensor changes, and uses a stale entry while water does not answer', async () => {
    let down = false;
    const { nc, request, emit } = natsStub(() => (down ? new Error('TIMEOUT') : { sensor: { id: 's-1', account_id: 'a-1', sensor_id: 'WL-1', dev_eui: '0004A30B001C0530', decoding } }));
    const r = new IntegrationResolver(nc, 0);
    r.start();
    const i = { id: 'i-1', accountId: 'a-1', network: 'tts' as const };
    await r.device(i, '0004A30B001C0530');
    down = true;
    expect(await r.device(i, '0004A30B001C0530')).toMatchObject({ sensor: { id: 's-1' } });
    await emit(LORAWAN_SUBJECTS.deviceChanged, { dev_eui: '0004A30B001C0530' });
    await expect(r.device(i, '0004A30B001C0530')).rejects.toThrow('TIMEOUT');
    expect(request).toHaveBeenCalledTimes(3);
    r.stop();
  });
});
