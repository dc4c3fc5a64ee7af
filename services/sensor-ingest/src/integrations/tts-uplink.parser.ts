import { WEBHOOK_MESSAGES as M } from './webhook-messages';
import type { NetworkUplink, UnreadablePayload } from './network-uplink';
import { bestOf, counterAt, devEuiAt, finiteAt, instantAt, objectAt, textAt } from './payload-fields';

/**
 * The Things Stack v3 webhook body of an uplink message (JSON webhook format), as its "Data
 * Formats" page documents it: `end_device_ids`, `correlation_ids`, `received_at`,
 * `uplink_message` with `session_key_id`, `f_cnt`, `f_port`, `decoded_payload`, `rx_metadata[]`,
 * `last_battery_percentage`. The Things Stack leaves out every field that is "", 0 or false, so a
 * missing `f_cnt` or `f_port` is 0.
 *
 * Answers the uplink, `null` for another message type sent to the same path (join-accept,
 * downlink events: ignored), or the reason the body cannot be read.
 */
export function parseTtsUplink(body: unknown): NetworkUplink | null | UnreadablePayload {
  const root = objectAt(body);
  if (!root) return { unreadable: M.notUplink };
  const up = objectAt(root.uplink_message);
  if (!up) return objectAt(root.end_device_ids) ? null : { unreadable: M.notUplink };
  const ids = objectAt(root.end_device_ids);
  const devEui = devEuiAt(ids?.dev_eui);
  if (!devEui) return { unreadable: M.devEui };
  // The Network Server's receive time (uplink_message.received_at): the same in every delivery of
  // the uplink, also through another Application Server; the top-level one is the AS's.
  const receivedAt = instantAt(up.received_at) ?? instantAt(root.received_at);
  if (receivedAt === null) return { unreadable: M.time };
  const fCnt = counterAt(up.f_cnt);
  const fPort = counterAt(up.f_port);
  if (fCnt === null || fPort === null) return { unreadable: M.fCnt };
  const battery = finiteAt(objectAt(up.last_battery_percentage)?.value);
  return {
    network: 'tts',
    devEui,
    deviceName: textAt(ids?.device_id),
    receivedAt,
    decoded: objectAt(up.decoded_payload),
    rssi: bestOf(up.rx_metadata, 'rssi'),
    snr: bestOf(up.rx_metadata, 'snr'),
    networkBattery: battery,
    fCnt,
    fPort,
    key: `tts:${devEui}:${sessionOf(root, up, receivedAt)}:${fCnt}`,
  };
}

/**
 * The frame counter restarts with every session (a rejoin), so the key needs the session:
 * `session_key_id` (the Join Server's id of the session keys, on every uplink of the session).
 * Without it (an ABP device on some deployments), the Application Server's own id of this uplink
 * (`as:up:<ULID>` in `correlation_ids`, the same in every delivery of it), else its receive time.
 */
function sessionOf(root: Record<string, unknown>, up: Record<string, unknown>, receivedAt: number): string {
  const session = textAt(up.session_key_id);
  if (session) return `s:${session}`;
  const ids = Array.isArray(root.correlation_ids) ? root.correlation_ids : [];
  const asUp = ids.find((c): c is string => typeof c === 'string' && c.startsWith('as:up:'));
  return asUp ?? `t:${receivedAt}`;
}
