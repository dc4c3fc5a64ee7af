/**
 * The network servers' own examples, copied as documented, for the tests to start from.
 */

/**
 * The Things Stack, "Data Formats" → "Uplink message example"
 * (https://www.thethingsindustries.com/docs/integrations/data-formats/). Note the example has no
 * `f_port`: fields that are "", 0 or false are left out.
 */
export const TTS_UPLINK_EXAMPLE = {
  end_device_ids: {
    device_id: 'dev1',
    application_ids: {
      application_id: 'app1',
    },
    dev_eui: '0004A30B001C0530',
    join_eui: '800000000000000C',
    dev_addr: '00BCB929',
  },
  correlation_ids: [
    'as:up:01E0WZGT6Y7657CPFPE5WEYDSQ',
    'gs:conn:01E0WDEC6T5T4XXBAX7S1VMFKE',
    'gs:uplink:01E0WZGSZWT07NE5TS2APTV1Z9',
    'ns:uplink:01E0WZGSZXZXZS8RFAWZX0F2FY',
    'rpc:/ttn.lorawan.v3.GsNs/HandleUplink:01E0WZGSZXGE1KS577PFBWRJEE',
  ],
  received_at: '2020-02-12T15:15:46.014773143Z',
  uplink_message: {
    session_key_id: 'AXA50tHUGUucuzS/bCGMNw==',
    f_cnt: 1,
    frm_payload: 'gkHe',
    decoded_payload: {
      temperature: 1.0,
      luminosity: 0.64,
    },
    rx_metadata: [{
      gateway_ids: {
        gateway_id: 'gtw1',
        eui: '9C5C8E00001A05C4',
      },
      time: '2020-02-12T15:15:45.787Z',
      timestamp: 2463457000,
      rssi: -35,
      channel_rssi: -35,
      snr: 5,
      uplink_token: 'ChIKEAoEZ3R3MRIInFyOAAAaBcQQ6L3Vlgk=',
      channel_index: 2,
    }],
    settings: {
      data_rate: {
        lora: {
          bandwidth: 125000,
          spreading_factor: 7,
        },
      },
      data_rate_index: 5,
      coding_rate: '4/6',
      frequency: '868300000',
      timestamp: 2463457000,
      time: '2020-02-12T15:15:45.787Z',
    },
    consumed_airtime: '0.056576s',
    locations: {
      user: {
        latitude: 37.97155556731436,
        longitude: 23.72678801175413,
        altitude: 10,
        source: 'SOURCE_REGISTRY',
      },
    },
    received_at: '2020-02-12T15:15:45.789585559Z',
  },
};

/**
 * `uplink_message.last_battery_percentage` (The Things Stack 3.33.1 and later, "Add the latest
 * battery percentage of the end device in the ApplicationUplink message"): the value of the
 * device's last DevStatusAns, with the frame it came in.
 */
export const TTS_LAST_BATTERY_EXAMPLE = { f_cnt: 12225, received_at: '2025-07-30T20:13:30.785113840Z', value: 39.130436 };

/** The Things Stack, "Data Formats" → "Join message example": another message type on the webhook. */
export const TTS_JOIN_EXAMPLE = {
  end_device_ids: {
    device_id: 'dev1',
    application_ids: { application_id: 'app1' },
    dev_eui: '0004A30B001C0530',
    join_eui: '800000000000000C',
    dev_addr: '01497ECC',
  },
  correlation_ids: ['as:up:01E191YN5F2HMBQCBCVRF731VY', 'gs:conn:01E191S6ZEWB630NTR45K5QN4Q'],
  received_at: '2020-02-17T07:49:09.935284891Z',
  join_accept: { session_key_id: 'AXBSH1Pk6Z0G166RlH16CQ==', received_at: '2020-02-17T07:49:09.736532315Z' },
};

/** The device of every ChirpStack v4 "Event types" example below (`tags` only where the example has them). */
const CHIRPSTACK_DEVICE_INFO = {
  tenantId: '52f14cd4-c6f1-4fbd-8f87-4025e1d49242',
  tenantName: 'ChirpStack',
  applicationId: '17c82e96-be03-4f38-aef3-f83d48582d97',
  applicationName: 'Test application',
  deviceProfileId: '14855bf7-d10d-4aee-b618-ebfcb64dc7ad',
  deviceProfileName: 'Test device-profile',
  deviceName: 'Test device',
  devEui: '0101010101010101',
};

/**
 * ChirpStack v4, "Event types" → `up` JSON example
 * (https://www.chirpstack.io/docs/chirpstack/integrations/events.html). No `fCnt` and no
 * `object`: 0 is left out, and `object` is there only when the device profile has a codec.
 */
export const CHIRPSTACK_UP_EXAMPLE = {
  deduplicationId: '3ac7e3c4-4401-4b8d-9386-a5c902f9202d',
  time: '2022-07-18T09:34:15.775023242+00:00',
  deviceInfo: { ...CHIRPSTACK_DEVICE_INFO, tags: { key: 'value' } },
  devAddr: '00189440',
  dr: 1,
  fPort: 1,
  data: 'qg==',
  rxInfo: [{
    gatewayId: '0016c001f153a14c',
    uplinkId: 4217106255,
    rssi: -36,
    snr: 10.5,
    context: 'E3OWOQ==',
    metadata: {
      region_name: 'eu868',
      region_common_name: 'EU868',
    },
  }],
  txInfo: {
    frequency: 867100000,
    modulation: {
      lora: {
        bandwidth: 125000,
        spreadingFactor: 11,
        codeRate: 'CR_4_5',
      },
    },
  },
};

/** ChirpStack v4, "Event types" → `status` JSON example (externalPowerSource false: left out). */
export const CHIRPSTACK_STATUS_EXAMPLE = {
  deduplicationId: 'bf2a9746-1c8b-49be-a92e-f0b89c8534e4',
  time: '2022-07-18T09:35:06.927172638+00:00',
  deviceInfo: CHIRPSTACK_DEVICE_INFO,
  margin: 10,
  batteryLevel: 88.3,
};

/** ChirpStack v4, "Event types" → `join` JSON example (answered 204, ignored). */
export const CHIRPSTACK_JOIN_EXAMPLE = {
  deduplicationId: 'c9dbe358-2578-4fb7-b295-66b44edc45a6',
  time: '2022-07-18T09:33:28.823500726+00:00',
  deviceInfo: { ...CHIRPSTACK_DEVICE_INFO, tags: { key: 'value' } },
  devAddr: '00189440',
};

type Uplink = typeof TTS_UPLINK_EXAMPLE;

/**
 * The documented TTS uplink for another device, time and payload: what a water sensor on The
 * Things Stack sends (`f_cnt` 0 is left out, as The Things Stack does).
 */
export function ttsUplink(o: { devEui: string; fCnt: number; receivedAt: Date; decoded?: Record<string, unknown> | null; session?: string; battery?: number }): Uplink {
  const up: Record<string, unknown> = { ...TTS_UPLINK_EXAMPLE.uplink_message, session_key_id: o.session ?? 'AXA50tHUGUucuzS/bCGMNw==', f_port: 1 };
  if (o.fCnt) up.f_cnt = o.fCnt;
  else delete up.f_cnt;
  if (o.decoded === null) delete up.decoded_payload;
  else up.decoded_payload = o.decoded ?? TTS_UPLINK_EXAMPLE.uplink_message.decoded_payload;
  if (o.battery !== undefined) up.last_battery_percentage = { ...TTS_LAST_BATTERY_EXAMPLE, value: o.battery };
  up.received_at = o.receivedAt.toISOString();
  return {
    ...TTS_UPLINK_EXAMPLE,
    end_device_ids: { ...TTS_UPLINK_EXAMPLE.end_device_ids, dev_eui: o.devEui, device_id: `eui-${o.devEui.toLowerCase()}` },
    received_at: o.receivedAt.toISOString(),
    uplink_message: up as Uplink['uplink_message'],
  };
}

/** The documented ChirpStack `up` event for another device, time and codec output. */
export function chirpstackUp(o: { devEui: string; deduplicationId: string; time: Date; fCnt?: number; object?: Record<string, unknown> | null }): Record<string, unknown> {
  const event: Record<string, unknown> = {
    ...CHIRPSTACK_UP_EXAMPLE,
    deduplicationId: o.deduplicationId,
    time: o.time.toISOString().replace('Z', '+00:00'),
    deviceInfo: { ...CHIRPSTACK_UP_EXAMPLE.deviceInfo, devEui: o.devEui.toLowerCase(), deviceName: `paddy-${o.devEui.slice(-4)}` },
  };
  if (o.fCnt) event.fCnt = o.fCnt;
  if (o.object) event.object = o.object;
  return event;
}
