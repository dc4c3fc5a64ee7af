import type { LorawanDecoding } from '@inasaku/contracts';
import type { NetworkUplink } from './network-uplink';
import { uplinkReading } from './uplink-reading';

const defaults: LorawanDecoding = { level_key: 'water_level', level_unit: 'cm', temperature_key: 'temperature', battery_key: 'battery', mount_height_cm: null };
const at = Date.parse('2026-07-01T03:00:00Z');
const uplink = (decoded: Record<string, unknown> | null, extra: Partial<NetworkUplink> = {}): NetworkUplink => ({
  network: 'tts', devEui: '0004A30B001C0530', deviceName: 'dev1', receivedAt: at, decoded, rssi: -80, snr: 7, networkBattery: null, fCnt: 3, fPort: 1, key: 'k', ...extra,
});

describe('uplinkReading (decoding map)', () => {
  it('takes the default keys of common decoders, level falling back to `level`', () => {
    expect(uplinkReading(uplink({ water_level: 5.5, temperature: 21.3, battery: 90 }), defaults)).toEqual({
      reading: { measured_at: at, water_level: 5.5, water_temperature: 21.3, battery: 90, signal: -80 },
    });
    expect(uplinkReading(uplink({ level: 7 }), defaults)).toMatchObject({ reading: { water_level: 7, water_temperature: null, battery: null } });
  });

  it('converts mm and m to cm without float noise, and reads nested keys', () => {
    expect(uplinkReading(uplink({ depth: 123 }), { ...defaults, level_key: 'depth', level_unit: 'mm' })).toMatchObject({ reading: { water_level: 12.3 } });
    expect(uplinkReading(uplink({ s: { h: 0.123 } }), { ...defaults, level_key: 's.h', level_unit: 'm' })).toMatchObject({ reading: { water_level: 12.3 } });
  });

  it('turns a distance into a level with 取付高さ (level = height − distance)', () => {
    const ultrasonic = { ...defaults, level_key: 'distance', level_unit: 'mm' as const, mount_height_cm: 120 };
    expect(uplinkReading(uplink({ distance: 1125 }), ultrasonic)).toMatchObject({ reading: { water_level: 7.5 } });
    // a key chosen on purpose has no fallback: another value named `level` is not taken for the distance
    expect(uplinkReading(uplink({ level: 3, battery: 70 }), ultrasonic)).toEqual({ nothing: 'noLevel', battery: 70 });
    // water below the reference: a negative level, left to the range check
    expect(uplinkReading(uplink({ distance: 1250 }), ultrasonic)).toMatchObject({ reading: { water_level: -5 } });
  });

  it("uses the device's time from the payload (ISO or epoch), else the network server's", () => {
    expect(uplinkReading(uplink({ level: 1, measured_at: '2026-07-01T11:50:00+09:00' }), defaults)).toMatchObject({ reading: { measured_at: Date.parse('2026-07-01T02:50:00Z') } });
    expect(uplinkReading(uplink({ level: 1, time: 1782874200 }), defaults)).toMatchObject({ reading: { measured_at: 1782874200_000 } });
    expect(uplinkReading(uplink({ level: 1, time: '12:30' }), defaults)).toMatchObject({ reading: { measured_at: at } });
    expect(uplinkReading(uplink({ level: 1, measured_at: 'soon' }), defaults)).toEqual({ unreadable: 'デコード済みペイロードの測定日時を読み取れません。' });
  });

  it("falls back to the network server's battery; keeps an out-of-range RSSI out of the reading", () => {
    expect(uplinkReading(uplink({ level: 1 }, { networkBattery: 55, rssi: 3 }), defaults)).toMatchObject({ reading: { battery: 55, signal: null } });
  });

  it('has nothing to store without a decoded payload or a level, and refuses values that are not numbers', () => {
    expect(uplinkReading(uplink(null, { networkBattery: 40 }), defaults)).toEqual({ nothing: 'noDecodedPayload', battery: 40 });
    expect(uplinkReading(uplink({ battery: 80 }), defaults)).toEqual({ nothing: 'noLevel', battery: 80 });
    expect(uplinkReading(uplink({ water_level: '5' }), defaults)).toEqual({ unreadable: '水位の値を数値として読み取れません。' });
    expect(uplinkReading(uplink({ water_level: 5, temperature: 'warm' }), defaults)).toEqual({ unreadable: '水温の値を数値として読み取れません。' });
  });
});
