import { validate } from '@inasaku/domain';
import { createIntegrationSchema } from './integrations';
import { LORAWAN_RULES, registerLorawanSensorSchema, updateLorawanSensorSchema } from './lorawan-sensors';

const base = { lat: 36, lon: 138, sensor_id: 'LW-1' };
const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);

describe('LoRaWAN contracts', () => {
  it('a DevEUI is stored upper-case; separators copied from a console are dropped', () => {
    expect(registerLorawanSensorSchema.parse({ ...base, dev_eui: '70-b3-d5-7e-d0-00-00-01' }).dev_eui).toBe('70B3D57ED0000001');
    expect(registerLorawanSensorSchema.parse({ ...base, dev_eui: '70:B3:D5:7E:D0:00:00:01' }).dev_eui).toBe('70B3D57ED0000001');
  });

  it('refuses a DevEUI that is not 16 hex digits, and the form rule says the same', () => {
    for (const bad of ['70B3D57ED000001', '70B3D57ED00000011', 'Z0B3D57ED0000001']) {
      expect(message(registerLorawanSensorSchema.safeParse({ ...base, dev_eui: bad }))).toBe('DevEUIは16桁の16進数（0〜9、A〜F）で入力してください。');
      expect(validate(bad, LORAWAN_RULES.dev_eui)).toBe('DevEUIは16桁の16進数（0〜9、A〜F）で入力してください。');
    }
    expect(message(registerLorawanSensorSchema.safeParse({ ...base, dev_eui: '' }))).toBe('DevEUIは必須項目です。');
    expect(validate('', LORAWAN_RULES.dev_eui)).toBe('DevEUIは必須項目です。');
    expect(validate('70b3d57ed0000001', LORAWAN_RULES.dev_eui)).toBeNull();
  });

  it('the decoding map: units mm/cm/m, keys of letters and digits, 取付高さ in (0, 1000] cm, null clears it', () => {
    expect(message(updateLorawanSensorSchema.safeParse({ sensor_id: 'a', level_unit: 'inch' }))).toBe('水位の単位はmm、cm、mのいずれかを選択してください。');
    expect(message(updateLorawanSensorSchema.safeParse({ sensor_id: 'a', battery_key: 'バッテリー' }))).toBe('キーは英数字と _ - . の100文字以内で入力してください。');
    expect(message(updateLorawanSensorSchema.safeParse({ sensor_id: 'a', mount_height_cm: 0 }))).toBe('取付高さは0より大きく1000以下の数値（cm）で入力してください。');
    expect(updateLorawanSensorSchema.parse({ sensor_id: 'a', mount_height_cm: '120' }).mount_height_cm).toBe(120);
    expect(updateLorawanSensorSchema.parse({ sensor_id: 'a', mount_height_cm: null }).mount_height_cm).toBeNull();
    expect(validate('1001', LORAWAN_RULES.mount_height_cm)).toBe('取付高さは0より大きく1000以下の数値（cm）で入力してください。');
    expect(validate('', LORAWAN_RULES.mount_height_cm)).toBeNull();
  });

  it('an integration names The Things Stack or ChirpStack', () => {
    expect(createIntegrationSchema.parse({ network: 'chirpstack' }).network).toBe('chirpstack');
    expect(message(createIntegrationSchema.safeParse({ network: 'ttn' }))).toBe('接続先はThe Things StackまたはChirpStackを選択してください。');
  });
});
