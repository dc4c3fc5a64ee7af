import { createHash, randomUUID } from 'node:crypto';
import type { NatsConnection, Subscription } from 'nats';
import {
  LORAWAN_SUBJECTS, anonymousContext,
  type LorawanDeviceSensor, type LorawanNetwork, type ResolveIntegrationResponse, type ResolveLorawanDeviceResponse,
} from '@inasaku/contracts';

export interface ResolvedIntegration {
  id: string;
  accountId: string;
  network: LorawanNetwork;
}

/** What water said about a DevEUI for one integration. */
export type ResolvedDevice =
  | { sensor: LorawanDeviceSensor }
  /** not a sensor of the integration's account: water keeps it as a 未登録のデバイス entry */
  | { unregistered: true }
  /** a sensor of another account: refused as if the secret were wrong */
  | { otherAccount: true };

const NEGATIVE_TTL_MS = 5_000;
const REQUEST_TIMEOUT_MS = 3_000;
const MAX_ENTRIES = 100_000;
const MAX_HASHES = 1_000;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** sha256 hex of an integration secret, as water stores it (never the secret on the wire). */
export const hashIntegrationSecret = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** The secret of an `Authorization` header: `Bearer <secret>` or the bare secret (both consoles let one type either). */
export function secretOf(header: string | undefined): string {
  const text = (header ?? '').trim();
  const secret = /^Bearer\s+(\S+)$/i.exec(text)?.[1] ?? text;
  return secret.length > 200 || /\s/.test(secret) ? '' : secret;
}

/** A value at once (a cache hit) or once water answered. */
export type Maybe<T> = T | Promise<T>;

/** The inner map of `outer` at `key`, made when missing. */
function mapIn<K, V>(outer: Map<K, Map<string, V>>, key: K): Map<string, V> {
  let inner = outer.get(key);
  if (!inner) {
    inner = new Map();
    outer.set(key, inner);
  }
  return inner;
}

interface Entry<T> {
  value: T;
  until: number;
}

/**
 * Integration secrets and DevEUIs are water's: sensor-ingest asks over NATS and keeps the answer
 * briefly (like TokenVerifier), so a busy network server costs one lookup per device per TTL.
 * Concurrent misses of one key share one request. Water announces a rotated or revoked secret
 * (water.integrations.changed) and a registered, edited or deleted LoRaWAN sensor
 * (water.lorawan-devices.changed): the entries go at once. While water does not answer, an
 * entry past its TTL (never dropped by such an event) is still used, so known devices keep being
 * stored during a water restart instead of being lost (ChirpStack never sends an event again).
 */
export class IntegrationResolver {
  /**
   * network -> secret hash -> integration, and integration id -> DevEUI -> device: looked up by the
   * strings as they come (a key joined per request cost a new string and its hash every time).
   */
  private readonly integrations = new Map<LorawanNetwork, Map<string, Entry<ResolvedIntegration | null>>>();
  private readonly devices = new Map<string, Map<string, Entry<ResolvedDevice>>>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly hashes = new Map<string, string>();
  private subs: Subscription[] = [];

  constructor(private readonly nc: NatsConnection, private readonly ttlMs: number) {}

  start(): void {
    this.subs = [
      this.listen(LORAWAN_SUBJECTS.integrationChanged, (m: { integration_id?: unknown }) => {
        for (const byHash of this.integrations.values()) for (const [key, entry] of byHash) if (entry.value?.id === m.integration_id) byHash.delete(key);
        this.devices.delete(String(m.integration_id));
      }),
      this.listen(LORAWAN_SUBJECTS.deviceChanged, (m: { dev_eui?: unknown }) => {
        const devEui = typeof m.dev_eui === 'string' ? m.dev_eui.toUpperCase() : '';
        for (const byDevEui of this.devices.values()) byDevEui.delete(devEui);
      }),
    ];
  }

  stop(): void {
    for (const sub of this.subs) sub.unsubscribe();
    this.subs = [];
  }

  /**
   * The integration of this secret on this network server, or null (wrong, revoked, or the other
   * network's). A fresh cache entry is answered as it is, not as a promise: nearly every uplink
   * hits the cache, and a promise per lookup was a measurable share of a webhook's CPU.
   */
  integration(network: LorawanNetwork, secret: string): Maybe<ResolvedIntegration | null> {
    if (!secret) return null;
    const hash = this.hashOf(secret);
    return this.cached(mapIn(this.integrations, network), hash, () => `${network}\n${hash}`, async () => {
      const r = await this.request<ResolveIntegrationResponse>(LORAWAN_SUBJECTS.resolveIntegration, { network, secret_sha256: hash });
      const i = r.integration;
      return i && i.network === network ? { id: i.id, accountId: i.account_id, network: i.network } : null;
    }, (v) => v !== null);
  }

  /**
   * The sensor of a DevEUI for an integration. The sample (the decoded payload) and the device
   * name go to water with the first uplink of a cache period, for its 未登録のデバイス list.
   * Like integration(), a fresh cache entry is answered at once.
   */
  device(integration: ResolvedIntegration, devEui: string, deviceName?: string, sample?: Record<string, unknown> | null): Maybe<ResolvedDevice> {
    return this.cached(mapIn(this.devices, integration.id), devEui, () => `${integration.id}\n${devEui}`, async () => {
      const r = await this.request<ResolveLorawanDeviceResponse>(LORAWAN_SUBJECTS.resolveDevice, {
        integration_id: integration.id, account_id: integration.accountId, dev_eui: devEui,
        ...(deviceName ? { device_name: deviceName } : {}), ...(sample ? { sample } : {}),
      });
      if (r.other_account) return { otherAccount: true };
      if (!r.sensor) return { unregistered: true };
      // Whatever water answers, a sensor outside the integration's account is never written to.
      if (r.sensor.account_id !== integration.accountId) return { otherAccount: true };
      return { sensor: { ...r.sensor, dev_eui: r.sensor.dev_eui.toUpperCase() } };
    }, (v) => 'sensor' in v);
  }

  /**
   * A network server sends the same header with every uplink: its sha256 is made once. Bounded
   * (cleared when full), so headers with ever new secrets cannot grow it.
   */
  private hashOf(secret: string): string {
    let hash = this.hashes.get(secret);
    if (hash === undefined) {
      if (this.hashes.size >= MAX_HASHES) this.hashes.clear();
      hash = hashIntegrationSecret(secret);
      this.hashes.set(secret, hash);
    }
    return hash;
  }

  /** `flightKey`: the key among every lookup's requests on their way (made only on a miss). */
  private cached<T>(map: Map<string, Entry<T>>, key: string, flightKey: () => string, load: () => Promise<T>, positive: (v: T) => boolean): Maybe<T> {
    const hit = map.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const flight = flightKey();
    const running = this.inflight.get(flight) as Promise<T> | undefined;
    if (running) return running;
    const loading = load()
      .then((value) => {
        if (map.size > MAX_ENTRIES) map.clear();
        map.set(key, { value, until: Date.now() + (positive(value) ? this.ttlMs : Math.min(this.ttlMs, NEGATIVE_TTL_MS)) });
        return value;
      })
      .catch((e: unknown) => {
        const stale = map.get(key);
        if (stale && positive(stale.value)) return stale.value;
        throw e;
      })
      .finally(() => this.inflight.delete(flight));
    this.inflight.set(flight, loading);
    return loading;
  }

  private async request<T>(subject: string, payload: unknown): Promise<T> {
    const packet = { pattern: subject, data: { context: anonymousContext(randomUUID()), payload }, id: randomUUID() };
    const msg = await this.nc.request(subject, encoder.encode(JSON.stringify(packet)), { timeout: REQUEST_TIMEOUT_MS });
    const reply = JSON.parse(decoder.decode(msg.data)) as { response?: T; err?: unknown };
    if (reply.err || reply.response === undefined) throw new Error(`${subject} failed: ${JSON.stringify(reply.err ?? 'no response')}`);
    return reply.response;
  }

  private listen<T>(subject: string, drop: (m: T) => void): Subscription {
    const sub = this.nc.subscribe(subject);
    void (async () => {
      for await (const m of sub) {
        try {
          drop(JSON.parse(decoder.decode(m.data)) as T);
        } catch {
          // not ours
        }
      }
    })();
    return sub;
  }
}
