import { WEBHOOK_MESSAGES as M } from './webhook-messages';
import type { NetworkStatus, NetworkUplink, UnreadablePayload } from './network-uplink';
import { bestOf, counterAt, devEuiAt, finiteAt, instantAt, objectAt, textAt, type Json } from './payload-fields';

/**
 * ChirpStack v4 HTTP integration, JSON marshaler: the body of `?event=up` (UplinkEvent) and
 * `?event=status` (StatusEvent) as ChirpStack's "Event types" page documents them, camelCase:
 * `deduplicationId`, `time`, `deviceInfo.devEui`, `deviceInfo.deviceName`, `fCnt`, `fPort`,
 * `object` (only when the device profile has a codec), `rxInfo[].rssi`/`.snr`; status
 * `margin`, `externalPowerSource`, `batteryLevelUnavailable`, `batteryLevel`. Like every
 * Protobuf JSON mapping, zero and false fields are left out (the documented example has no fCnt).
 */

function deviceOf(root: Json): { devEui: string; deviceName: string | undefined } | UnreadablePayload {
  const info = objectAt(root.deviceInfo);
  const devEui = devEuiAt(info?.devEui);
  return devEui ? { devEui, deviceName: textAt(info?.deviceName) } : { unreadable: M.devEui };
}

/** `time` is the uplink's (set once by ChirpStack for the deduplicated frame); absent, the arrival. */
const timeOf = (root: Json, now: number): number | null => (root.time === undefined ? now : instantAt(root.time));

export function parseChirpstackUp(body: unknown, now = Date.now()): NetworkUplink | UnreadablePayload {
  const root = objectAt(body);
  if (!root) return { unreadable: M.json };
  const device = deviceOf(root);
  if ('unreadable' in device) return device;
  const deduplicationId = textAt(root.deduplicationId);
  if (!deduplicationId || deduplicationId.length > 100) return { unreadable: M.deduplicationId };
  const receivedAt = timeOf(root, now);
  if (receivedAt === null) return { unreadable: M.time };
  const fCnt = counterAt(root.fCnt);
  const fPort = counterAt(root.fPort);
  if (fCnt === null || fPort === null) return { unreadable: M.fCnt };
  return {
    network: 'chirpstack',
    ...device,
    receivedAt,
    decoded: objectAt(root.object),
    rssi: bestOf(root.rxInfo, 'rssi'),
    snr: bestOf(root.rxInfo, 'snr'),
    networkBattery: null,
    fCnt,
    fPort,
    // One id per uplink however many gateways heard it and integrations delivered it.
    key: `cs:${deduplicationId}`,
  };
}

export function parseChirpstackStatus(body: unknown, now = Date.now()): NetworkStatus | UnreadablePayload {
  const root = objectAt(body);
  if (!root) return { unreadable: M.json };
  const device = deviceOf(root);
  if ('unreadable' in device) return device;
  const receivedAt = timeOf(root, now);
  if (receivedAt === null) return { unreadable: M.time };
  const externalPowerSource = root.externalPowerSource === true;
  // batteryLevel is left out at 0 %; it means nothing when unavailable or on external power.
  const level = root.batteryLevel === undefined ? 0 : finiteAt(root.batteryLevel);
  if (level === null || level < 0 || level > 100) return { unreadable: M.battery };
  const battery = root.batteryLevelUnavailable === true || externalPowerSource ? null : level;
  const margin = root.margin === undefined ? 0 : finiteAt(root.margin);
  return { network: 'chirpstack', ...device, receivedAt, battery, margin, externalPowerSource };
}
