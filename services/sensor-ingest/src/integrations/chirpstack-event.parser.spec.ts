import { parseChirpstackStatus, parseChirpstackUp } from './chirpstack-event.parser';
import { CHIRPSTACK_STATUS_EXAMPLE, CHIRPSTACK_UP_EXAMPLE } from './test/documented-payloads';

describe('ChirpStack v4 events (documented JSON)', () => {
  it('reads the documented up event: no fCnt means 0, no object means no decoded payload, the key is the deduplicationId', () => {
    expect(parseChirpstackUp(CHIRPSTACK_UP_EXAMPLE)).toEqual({
      network: 'chirpstack',
      devEui: '0101010101010101',
      deviceName: 'Test device',
      receivedAt: Date.parse('2022-07-18T09:34:15.775Z'),
      decoded: null,
      rssi: -36,
      snr: 10.5,
      networkBattery: null,
      fCnt: 0,
      fPort: 1,
      key: 'cs:3ac7e3c4-4401-4b8d-9386-a5c902f9202d',
    });
  });

  it('reads the codec output and upper-cases the DevEUI', () => {
    const r = parseChirpstackUp({ ...CHIRPSTACK_UP_EXAMPLE, fCnt: 42, object: { water_level: 5.5 }, deviceInfo: { ...CHIRPSTACK_UP_EXAMPLE.deviceInfo, devEui: 'a84041000181c4e2' } });
    expect(r).toMatchObject({ devEui: 'A84041000181C4E2', fCnt: 42, decoded: { water_level: 5.5 } });
  });

  it('refuses an event without deduplicationId or DevEUI', () => {
    const { deduplicationId: _d, ...noId } = CHIRPSTACK_UP_EXAMPLE;
    expect(parseChirpstackUp(noId)).toEqual({ unreadable: 'deduplicationId がありません。' });
    expect(parseChirpstackUp({ ...CHIRPSTACK_UP_EXAMPLE, deviceInfo: {} })).toEqual({ unreadable: 'DevEUI（16桁の16進数）がありません。' });
  });

  it('reads the documented status event; externalPowerSource left out is false', () => {
    expect(parseChirpstackStatus(CHIRPSTACK_STATUS_EXAMPLE)).toEqual({
      network: 'chirpstack',
      devEui: '0101010101010101',
      deviceName: 'Test device',
      receivedAt: Date.parse('2022-07-18T09:35:06.927Z'),
      battery: 88.3,
      margin: 10,
      externalPowerSource: false,
    });
  });

  it('has no battery on external power or when unavailable, 0 % when batteryLevel is left out', () => {
    expect(parseChirpstackStatus({ ...CHIRPSTACK_STATUS_EXAMPLE, externalPowerSource: true, batteryLevel: undefined })).toMatchObject({ battery: null, externalPowerSource: true });
    expect(parseChirpstackStatus({ ...CHIRPSTACK_STATUS_EXAMPLE, batteryLevelUnavailable: true })).toMatchObject({ battery: null });
    const { batteryLevel: _b, margin: _m, ...zero } = CHIRPSTACK_STATUS_EXAMPLE;
    expect(parseChirpstackStatus(zero)).toMatchObject({ battery: 0, margin: 0 });
    expect(parseChirpstackStatus({ ...CHIRPSTACK_STATUS_EXAMPLE, batteryLevel: 300 })).toEqual({ unreadable: '電池残量の値を数値として読み取れません。' });
  });
});
