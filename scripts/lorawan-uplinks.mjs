// What The Things Stack and ChirpStack post to a webhook, for the simulator and the webhook bench.
// The shapes follow the network servers' documentation (The Things Stack "Data Formats" uplink
// message; ChirpStack v4 "Event types" up and status, JSON marshaler); the tests' documented
// copies are in services/sensor-ingest/src/integrations/test/documented-payloads.ts. Zero and
// false fields are left out, as both do.
import { createHash, randomUUID } from 'node:crypto';

/** A DevEUI (16 upper-case hex digits) that stays the same for the same seed. */
export const devEuiOf = (seed) => createHash('sha256').update(String(seed)).digest('hex').slice(0, 16).toUpperCase();

/** A session key id as The Things Stack's Join Server issues them (base64 of 16 bytes). */
export const newSessionKeyId = () => Buffer.from(randomUUID().replace(/-/g, ''), 'hex').toString('base64');

const ulid = () => randomUUID().replace(/-/g, '').slice(0, 26).toUpperCase();

/** The Things Stack v3 webhook body of one uplink (JSON format). */
export function ttsUplink({ devEui, deviceId, applicationId = 'inasaku-paddies', fCnt, session, receivedAt, decoded, rssi = -90, snr = 7.5, battery }) {
  const at = new Date(receivedAt).toISOString();
  const uplink = {
    session_key_id: session,
    f_port: 1,
    frm_payload: 'AQID',
    rx_metadata: [{ gateway_ids: { gateway_id: 'paddy-gw-1', eui: 'A84041FFFF24A438' }, time: at, timestamp: 2463457000, rssi, channel_rssi: rssi, snr, channel_index: 2 }],
    settings: { data_rate: { lora: { bandwidth: 125000, spreading_factor: 10 } }, coding_rate: '4/5', frequency: '923200000', timestamp: 2463457000, time: at },
    received_at: at,
    consumed_airtime: '0.370688s',
  };
  if (fCnt) uplink.f_cnt = fCnt;
  if (decoded) uplink.decoded_payload = decoded;
  if (battery !== undefined) uplink.last_battery_percentage = { f_cnt: fCnt || undefined, value: battery, received_at: at };
  return {
    end_device_ids: { device_id: deviceId, application_ids: { application_id: applicationId }, dev_eui: devEui, join_eui: '0000000000000000', dev_addr: '260BE6BF' },
    correlation_ids: [`as:up:${ulid()}`, `gs:uplink:${ulid()}`, `ns:uplink:${ulid()}`],
    received_at: at,
    uplink_message: uplink,
  };
}

const deviceInfo = (devEui, deviceName) => ({
  tenantId: '52f14cd4-c6f1-4fbd-8f87-4025e1d49242',
  tenantName: 'ChirpStack',
  applicationId: '17c82e96-be03-4f38-aef3-f83d48582d97',
  applicationName: 'inasaku-paddies',
  deviceProfileId: '14855bf7-d10d-4aee-b618-ebfcb64dc7ad',
  deviceProfileName: 'water-level',
  deviceName,
  devEui: devEui.toLowerCase(),
});

/** ChirpStack v4 `?event=up` body (JSON marshaler). */
export function chirpstackUp({ devEui, deviceName, deduplicationId = randomUUID(), time, fCnt, object, rssi = -90, snr = 7.5 }) {
  const event = {
    deduplicationId,
    time: new Date(time).toISOString().replace('Z', '+00:00'),
    deviceInfo: deviceInfo(devEui, deviceName),
    devAddr: '00189440',
    dr: 2,
    fPort: 1,
    data: 'AQID',
    rxInfo: [{ gatewayId: '0016c001f153a14c', uplinkId: 4217106255, rssi, snr, context: 'E3OWOQ==', metadata: { region_common_name: 'AS923' } }],
    txInfo: { frequency: 923200000, modulation: { lora: { bandwidth: 125000, spreadingFactor: 10, codeRate: 'CR_4_5' } } },
  };
  if (fCnt) event.fCnt = fCnt;
  if (object) event.object = object;
  return event;
}

/** ChirpStack v4 `?event=status` body. */
export function chirpstackStatus({ devEui, deviceName, time, batteryLevel, margin = 10 }) {
  return { deduplicationId: randomUUID(), time: new Date(time).toISOString().replace('Z', '+00:00'), deviceInfo: deviceInfo(devEui, deviceName), margin, batteryLevel };
}

/** A SenML pack (RFC 8428) of readings: base name and time, level in m, temperature in Cel, battery in %EL. */
export function senmlPack(productId, readings) {
  const times = readings.map((r) => Date.parse(r.measured_at) / 1000);
  const bt = Math.min(...times);
  const pack = [];
  readings.forEach((r, i) => {
    const t = times[i] - bt;
    const first = pack.length === 0;
    pack.push({ ...(first ? { bn: `urn:dev:inasaku:${productId}:`, bt } : {}), n: 'water_level', u: 'm', v: Math.round(r.water_level * 100) / 10000, ...(t ? { t } : {}) });
    if (r.water_temperature !== undefined && r.water_temperature !== null) pack.push({ n: 'temperature', u: 'Cel', v: r.water_temperature, ...(t ? { t } : {}) });
    if (r.battery !== undefined && r.battery !== null) pack.push({ n: 'battery', u: '%EL', v: r.battery, ...(t ? { t } : {}) });
  });
  return pack;
}
