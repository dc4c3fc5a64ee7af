import { decodingBody } from './api';
import { formValuesFor, suggestedProductId } from './registration';
import { webhookUrlOf } from './webhook-url';

describe('LoRaWAN form helpers', () => {
  it('the webhook URL: the server\'s public URL, else this page\'s host on sensor-ingest\'s port', () => {
    const loc = { protocol: 'http:', hostname: 'farm.local' };
    expect(webhookUrlOf({ webhook_url: 'https://ingest.example.jp/v1/integrations/tts', webhook_path: '/v1/integrations/tts' }, loc))
      .toBe('https://ingest.example.jp/v1/integrations/tts');
    expect(webhookUrlOf({ webhook_url: null, webhook_path: '/v1/integrations/chirpstack', webhook_port: 4110 }, loc))
      .toBe('http://farm.local:4110/v1/integrations/chirpstack');
    expect(webhookUrlOf({ webhook_url: null, webhook_path: '/v1/integrations/tts' }, loc)).toBe('http://farm.local:3110/v1/integrations/tts');
  });

  it('a 未登録のデバイス entry suggests its device name as product ID when it is one, else LW-<DevEUI>', () => {
    expect(suggestedProductId({ device_name: 'paddy-north_1', dev_eui: '70B3D57ED0000001' })).toBe('paddy-north_1');
    expect(suggestedProductId({ device_name: '北の田', dev_eui: '70B3D57ED0000001' })).toBe('LW-70B3D57ED0000001');
    expect(suggestedProductId({ device_name: '', dev_eui: '70B3D57ED0000001' })).toBe('LW-70B3D57ED0000001');
    const values = formValuesFor({
      dev_eui: '70B3D57ED0000001', device_name: 'a', integration_id: 'i', network: 'tts', first_seen_at: '', last_seen_at: '', uplinks: 1, sample: null,
    });
    expect(values).toMatchObject({ connection_type: 'lorawan', dev_eui: '70B3D57ED0000001', level_key: 'water_level', level_unit: 'cm', battery_key: 'battery' });
  });

  it('blank keys are left to the server\'s defaults; a blank 取付高さ is none, a text one a number', () => {
    expect(decodingBody({ level_key: ' ', level_unit: 'mm', temperature_key: 'temp', mount_height_cm: '' }))
      .toEqual({ level_unit: 'mm', temperature_key: 'temp', mount_height_cm: null });
    expect(decodingBody({ mount_height_cm: '120.5' })).toEqual({ mount_height_cm: 120.5 });
  });
});
