import { parseTtsUplink } from './tts-uplink.parser';
import { TTS_JOIN_EXAMPLE, TTS_LAST_BATTERY_EXAMPLE, TTS_UPLINK_EXAMPLE } from './test/documented-payloads';

describe('parseTtsUplink (The Things Stack documented uplink)', () => {
  it("reads the documented example: DevEUI, the Network Server's receive time, decoded payload, best RSSI, f_cnt, the missing f_port as 0", () => {
    expect(parseTtsUplink(TTS_UPLINK_EXAMPLE)).toEqual({
      network: 'tts',
      devEui: '0004A30B001C0530',
      deviceName: 'dev1',
      receivedAt: Date.parse('2020-02-12T15:15:45.789Z'),
      decoded: { temperature: 1, luminosity: 0.64 },
      rssi: -35,
      snr: 5,
      networkBattery: null,
      fCnt: 1,
      fPort: 0,
      key: 'tts:0004A30B001C0530:s:AXA50tHUGUucuzS/bCGMNw==:1',
    });
  });

  it('takes a missing f_cnt for 0 (The Things Stack leaves zero fields out) and the best of several gateways', () => {
    const { f_cnt: _omitted, ...up } = TTS_UPLINK_EXAMPLE.uplink_message;
    const gateways = [{ rssi: -110, snr: -3 }, { rssi: -72, snr: 7.5 }, { snr: 1 }];
    const r = parseTtsUplink({ ...TTS_UPLINK_EXAMPLE, uplink_message: { ...up, rx_metadata: gateways, last_battery_percentage: TTS_LAST_BATTERY_EXAMPLE } });
    expect(r).toMatchObject({ fCnt: 0, rssi: -72, snr: 7.5, networkBattery: 39.130436, key: 'tts:0004A30B001C0530:s:AXA50tHUGUucuzS/bCGMNw==:0' });
  });

  it('keys the frame by session: the same f_cnt after a rejoin is another uplink; without a session the as:up id', () => {
    const other = parseTtsUplink({ ...TTS_UPLINK_EXAMPLE, uplink_message: { ...TTS_UPLINK_EXAMPLE.uplink_message, session_key_id: 'BBBB' } });
    expect(other).toMatchObject({ key: 'tts:0004A30B001C0530:s:BBBB:1' });
    const { session_key_id: _s, ...noSession } = TTS_UPLINK_EXAMPLE.uplink_message;
    expect(parseTtsUplink({ ...TTS_UPLINK_EXAMPLE, uplink_message: noSession })).toMatchObject({ key: 'tts:0004A30B001C0530:as:up:01E0WZGT6Y7657CPFPE5WEYDSQ:1' });
  });

  it('has no decoded payload when no payload formatter ran', () => {
    const { decoded_payload: _d, ...up } = TTS_UPLINK_EXAMPLE.uplink_message;
    expect(parseTtsUplink({ ...TTS_UPLINK_EXAMPLE, uplink_message: up })).toMatchObject({ decoded: null });
  });

  it('ignores another message type (join-accept) and refuses what it cannot read, with a Japanese reason', () => {
    expect(parseTtsUplink(TTS_JOIN_EXAMPLE)).toBeNull();
    expect(parseTtsUplink([])).toEqual({ unreadable: 'アップリンクメッセージ（uplink_message）ではありません。' });
    expect(parseTtsUplink({ ...TTS_UPLINK_EXAMPLE, end_device_ids: { device_id: 'dev1' } })).toEqual({ unreadable: 'DevEUI（16桁の16進数）がありません。' });
    // without the Network Server's time, the Application Server's
    expect(parseTtsUplink({ ...TTS_UPLINK_EXAMPLE, uplink_message: { ...TTS_UPLINK_EXAMPLE.uplink_message, received_at: undefined } }))
      .toMatchObject({ receivedAt: Date.parse('2020-02-12T15:15:46.014Z') });
    expect(parseTtsUplink({ ...TTS_UPLINK_EXAMPLE, received_at: 'yesterday', uplink_message: { ...TTS_UPLINK_EXAMPLE.uplink_message, received_at: undefined } }))
      .toEqual({ unreadable: '受信日時（received_at / time）を読み取れません。' });
    expect(parseTtsUplink({ ...TTS_UPLINK_EXAMPLE, uplink_message: { ...TTS_UPLINK_EXAMPLE.uplink_message, f_cnt: -1 } }))
      .toEqual({ unreadable: 'フレームカウンタ（f_cnt / fCnt）は0以上の整数で指定してください。' });
  });
});
