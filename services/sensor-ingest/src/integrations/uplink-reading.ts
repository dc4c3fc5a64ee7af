import type { DeviceReading, LorawanDecoding } from '@inasaku/contracts';
import { WEBHOOK_MESSAGES as M } from './webhook-messages';
import type { NetworkUplink, UnreadablePayload } from './network-uplink';
import { instantAt, objectAt } from './payload-fields';

/** Keys tried after the sensor's own, so common decoders work without a decoding map. */
const LEVEL_KEYS = ['water_level', 'level'];
const TEMPERATURE_KEYS = ['temperature', 'water_temperature'];
const BATTERY_KEYS = ['battery'];
/** Where a decoder puts the device's own measuring time, most explicit first. */
const TIME_KEYS = ['measured_at', 'time', 'timestamp'];
const UNIT_TO_CM = { mm: 0.1, cm: 1, m: 100 } as const;

export type UplinkDecoding =
  | { reading: DeviceReading }
  /** nothing to store, on purpose (2xx with a note); `battery` when the uplink still told one */
  | { nothing: 'noDecodedPayload' | 'noLevel'; battery: number | null }
  | UnreadablePayload;

/** `a.b.c` walks into nested objects: decoders often group values (`{ "sensor": { "distance": 812 } }`). */
function valueAt(payload: Record<string, unknown>, path: string): unknown {
  let at: unknown = payload;
  for (const part of path.split('.')) {
    const o = objectAt(at);
    if (!o || !(part in o)) return undefined;
    at = o[part];
  }
  return at;
}

/**
 * The first key present (not undefined or null): the sensor's key, then the common ones only when
 * the sensor's key is one of them (a key chosen on purpose, `distance` say, is never replaced by a
 * `level` that means something else).
 */
function firstPresent(payload: Record<string, unknown>, configured: string, common: string[]): unknown {
  for (const key of common.includes(configured) ? new Set([configured, ...common]) : [configured]) {
    const v = valueAt(payload, key);
    if (v !== undefined && v !== null) return v;
  }
  return undefined;
}

/** A number as cm with float noise of the conversion removed (0.123 m is 12.3, not 12.299999999999999). */
const roundCm = (v: number): number => Math.round(v * 1000) / 1000;

/**
 * The decoded payload's device time: an ISO 8601 instant or epoch seconds/ms. `measured_at`
 * that cannot be read refuses the uplink (the device said when and we cannot tell); a `time` or
 * `timestamp` that is something else (a decoder's "12:30") leaves the network server's time.
 */
function deviceTime(payload: Record<string, unknown>): number | null | UnreadablePayload {
  for (const key of TIME_KEYS) {
    const v = payload[key];
    if (v === undefined || v === null) continue;
    const t = typeof v === 'number' && Number.isFinite(v) && v > 0 ? (v > 1e12 ? Math.round(v) : Math.round(v * 1000)) : instantAt(v);
    if (t !== null) return t;
    if (key === 'measured_at') return { unreadable: M.decodedTime };
  }
  return null;
}

/**
 * One uplink's reading by the sensor's decoding map: the level from `level_key` (then
 * `water_level`, `level`) in mm/cm/m as cm, or, with 取付高さ, the measured distance turned into a
 * level (height − distance); the water temperature in ℃; the battery in % (else the battery the
 * network server knows); the signal as the best RSSI. The result is a device reading, so the
 * HTTP readings' validation decides the rest (ranges, time window).
 */
export function uplinkReading(uplink: NetworkUplink, decoding: LorawanDecoding): UplinkDecoding {
  const payload = uplink.decoded;
  const batteryOf = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : uplink.networkBattery);
  if (!payload) return { nothing: 'noDecodedPayload', battery: uplink.networkBattery };
  const battery = firstPresent(payload, decoding.battery_key, BATTERY_KEYS);
  if (battery !== undefined && (typeof battery !== 'number' || !Number.isFinite(battery))) return { unreadable: M.battery };
  const raw = firstPresent(payload, decoding.level_key, LEVEL_KEYS);
  if (raw === undefined) return { nothing: 'noLevel', battery: batteryOf(battery) };
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return { unreadable: M.level };
  const measured = raw * UNIT_TO_CM[decoding.level_unit];
  const level = roundCm(decoding.mount_height_cm === null ? measured : decoding.mount_height_cm - measured);
  const temperature = firstPresent(payload, decoding.temperature_key, TEMPERATURE_KEYS);
  if (temperature !== undefined && (typeof temperature !== 'number' || !Number.isFinite(temperature))) return { unreadable: M.temperature };
  const time = deviceTime(payload);
  if (typeof time === 'object' && time !== null) return time;
  // RSSI is the network's measurement, not the device's: one out of range is dropped, not refused.
  const signal = uplink.rssi !== null && uplink.rssi >= -200 && uplink.rssi <= 0 ? uplink.rssi : null;
  return {
    reading: {
      measured_at: time ?? uplink.receivedAt,
      water_level: level,
      water_temperature: temperature ?? null,
      battery: batteryOf(battery),
      signal,
    },
  };
}
