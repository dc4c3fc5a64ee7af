import { screen, waitFor, within } from '@testing-library/react';
import type { Integration, UnregisteredLorawanDevice } from '@inasaku/contracts';
import { button, byTestId, ready, withPlan, mockGateway, mapProps, panMockMapWithoutEnd } from '@inasaku/ui/testing';
import { paged, sensor } from '../sensors/test/fixtures';
import SensorAdd from '../registration/SensorAdd';

const { renderScreen } = withPlan({ water: true });

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));

const INTEGRATION: Integration = {
  integration_id: '7d1f1c1e-0c4e-4a57-9d55-1f7a2b0c9e11', network: 'tts', name: '本田圃', webhook_url: null, webhook_path: '/v1/integrations/tts',
  webhook_port: 3110, created_at: '2026-07-01T09:00:00+09:00', rotated_at: null, revoked_at: null,
};
const DEVICE: UnregisteredLorawanDevice = {
  dev_eui: '70B3D57ED0000001', device_name: 'paddy-north', integration_id: INTEGRATION.integration_id, network: 'tts',
  first_seen_at: '2026-07-01T09:00:00+09:00', last_seen_at: '2026-07-01T09:10:00+09:00', uplinks: 2, sample: { distance: 812, battery: 97 },
};
const SECRET = 'wli_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

function setup(routes = {}) {
  const gw = mockGateway({
    'GET /api/sensor/all': paged([]),
    'GET /api/sensor/integrations': [paged([]), paged([INTEGRATION])],
    'GET /api/sensor/lorawan-devices/unregistered': paged([DEVICE]),
    ...routes,
  });
  return { gw, ...renderScreen(SensorAdd, { path: '/sensor/add', routeName: 'sensor-add' }) };
}

describe('センサー設置: LoRaWAN連携', () => {
  it('creates an integration: its webhook URL and secret are shown once with copy buttons and the Authorization header text', async () => {
    const { gw, user } = setup({
      'POST /api/sensor/integrations': { data: { result: '0', message: '', integration: INTEGRATION, secret: SECRET } },
    });
    await user.click(await ready('LoRaWAN連携'));
    await screen.findByText('連携はまだありません。');
    await user.type(byTestId('integration-name')!, '本田圃');
    await user.click(button('連携を作成'));
    const secret = (await screen.findByTestId('integration-secret')) as HTMLInputElement;
    expect(secret.value).toBe(SECRET);
    expect((byTestId('integration-webhook-url') as HTMLInputElement).value).toBe('http://localhost:3110/v1/integrations/tts');
    expect(byTestId('integration-header-howto')?.textContent)
      .toBe('ネットワークサーバーのWebhook設定で、ヘッダー名に「Authorization」、値にこのシークレットを入力してください。');
    expect(gw.callsTo('POST /api/sensor/integrations')[0].body).toEqual({ network: 'tts', name: '本田圃', management_id: 'mgmt-2026' });
    await user.click(byTestId('integration-secret-copy')!);
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(byTestId('integration-secret-close')!);
    await waitFor(() => expect(byTestId('integration-secret')).toBeNull());
    // Listed as active, the secret nowhere on the page any more.
    const row = await screen.findByTestId('integration-row');
    expect(within(row).getByText('有効')).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('rotate asks first and shows the new secret once; revoke asks first and marks it 失効', async () => {
    const revoked = { ...INTEGRATION, revoked_at: '2026-07-02T09:00:00+09:00' };
    const { gw, user } = setup({
      'GET /api/sensor/integrations': [paged([INTEGRATION]), paged([INTEGRATION]), paged([revoked])],
      'POST /api/sensor/integrations/rotate': { data: { result: '0', message: '', integration: INTEGRATION, secret: `${SECRET}x` } },
      'POST /api/sensor/integrations/revoke': { data: { result: '0', message: '', integration: revoked } },
    });
    await user.click(await ready('LoRaWAN連携'));
    await user.click(await ready('シークレットを再発行'));
    await screen.findByText('シークレットを再発行しますか？今までのシークレットは使えなくなります。ネットワークサーバーの設定も更新してください。');
    await user.click(button('はい'));
    expect(((await screen.findByTestId('integration-secret')) as HTMLInputElement).value).toBe(`${SECRET}x`);
    expect(gw.callsTo('POST /api/sensor/integrations/rotate')[0].body).toEqual({ integration_id: INTEGRATION.integration_id, management_id: 'mgmt-2026' });
    await user.click(byTestId('integration-secret-close')!);
    await waitFor(() => expect(byTestId('integration-secret')).toBeNull());
    await user.click(await ready('失効'));
    await screen.findByText('この連携を失効させますか？このシークレットで送られたデータは受け付けなくなります。');
    await user.click(button('はい'));
    await screen.findByText('連携を失効させました。');
    await waitFor(() => expect(within(byTestId('integration-row')!).queryByText('有効')).toBeNull());
    expect(byTestId('integration-rotate')).toBeNull();
  });

  it('地図に登録 opens the form at the map centre as LoRaWAN with the DevEUI; 保存 registers it without a device token', async () => {
    const { gw, user } = setup({
      'POST /api/sensor/lorawan': { data: { result: '0', message: '', sensor: sensor('paddy-north') } },
    });
    await user.click(await ready('LoRaWAN連携'));
    const row = await screen.findByTestId('unregistered-row');
    expect(row.textContent).toContain('70B3D57ED0000001');
    expect(row.textContent).toContain('distance: 812, battery: 97');
    await user.click(within(row).getByText('地図に登録'));
    const devEui = (await screen.findByTestId('sensor-dev-eui')) as HTMLInputElement;
    expect(devEui.value).toBe('70B3D57ED0000001');
    expect(devEui.disabled).toBe(true);
    expect((byTestId('sensor-id') as HTMLInputElement).value).toBe('paddy-north');
    // The distance sensor's decoding: its key and 取付高さ.
    await user.clear(byTestId('sensor-level-key')!);
    await user.type(byTestId('sensor-level-key')!, 'distance');
    await user.type(byTestId('sensor-mount-height')!, '120');
    await user.click(await ready('保存'));
    await screen.findByText('登録しました。');
    const centre = mapProps().center!;
    expect(gw.callsTo('POST /api/sensor/lorawan')[0].body).toEqual({
      lat: centre.lat, lon: centre.lng, sensor_id: 'paddy-north', sensor_name: 'paddy-north', dev_eui: '70B3D57ED0000001',
      level_key: 'distance', level_unit: 'cm', temperature_key: 'temperature', battery_key: 'battery', mount_height_cm: 120, management_id: 'mgmt-2026',
    });
    expect(byTestId('device-token')).toBeNull();
    expect(gw.callsTo('POST /api/sensor')).toHaveLength(0);
  });

  it('地図に登録 puts the device where the map is now, even while a pan is still gliding (no moveend yet)', async () => {
    const { gw, user } = setup({
      'POST /api/sensor/lorawan': { data: { result: '0', message: '', sensor: sensor('paddy-north') } },
    });
    await user.click(await ready('LoRaWAN連携'));
    const row = await screen.findByTestId('unregistered-row');
    panMockMapWithoutEnd(35.125, 139.25);
    await user.click(within(row).getByText('地図に登録'));
    await screen.findByTestId('sensor-dev-eui');
    await user.click(await ready('保存'));
    await screen.findByText('登録しました。');
    expect(gw.callsTo('POST /api/sensor/lorawan')[0].body).toMatchObject({ lat: 35.125, lon: 139.25, dev_eui: '70B3D57ED0000001' });
  });

  it('a DevEUI typed by hand gets the Japanese message under the field and 保存 stays disabled', async () => {
    const { user } = setup();
    await waitFor(() => expect(mapProps().markers).toHaveLength(0));
    await user.click(button('センサー追加'));
    mapProps().onMapClick!(35.7, 139.7);
    await user.click(await ready('入力する'));
    await user.type(await screen.findByTestId('sensor-id'), 'LW-1');
    await user.click(screen.getByText('LoRaWAN（DevEUI）'));
    await user.type(await screen.findByTestId('sensor-dev-eui'), '70B3D57ED00000');
    await screen.findByText('DevEUIは16桁の16進数（0〜9、A〜F）で入力してください。');
    expect(button('保存').disabled).toBe(true);
    await user.type(byTestId('sensor-dev-eui')!, '01');
    await waitFor(() => expect(screen.queryByText('DevEUIは16桁の16進数（0〜9、A〜F）で入力してください。')).toBeNull());
    await ready('保存');
  });
});
