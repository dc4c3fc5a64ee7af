import { screen, waitFor } from '@testing-library/react';
import { byTestId, choose, fill, location, ready, withPlan, err, mockGateway } from '@inasaku/ui/testing';
import SensorSettings from './SensorSettings';

// The water remote's screens run for an account with the water-management feature.
const { renderScreen } = withPlan({ water: true });

const SAVED = { notification_type: 'water', warn_value: 5, warn_unit: '1', caution_value: 12.5, caution_unit: '0', notify: true };

function setup(routes = {}, session = {}) {
  const gw = mockGateway({
    'GET /api/notifications': { data: SAVED },
    'PUT /api/notifications/water': (body: unknown) => ({ data: { notification_type: 'water', ...(body as object) } }),
    ...routes,
  });
  return { gw, ...renderScreen(SensorSettings, { path: '/sensor/settings', routeName: 'sensor-settings', session }) };
}

const input = (id: string) => byTestId(id) as HTMLInputElement;
const saveButton = () => byTestId('settings-save') as HTMLButtonElement;

describe('SensorSettings (通知設定)', () => {
  it('shows the saved levels with 以上 / 以下, the notify box and the hourly note', async () => {
    const { gw } = setup();
    // Locked until the saved settings arrive, so that nothing typed is overwritten by them.
    expect(input('warn-value').disabled).toBe(true);
    await waitFor(() => expect(input('warn-value').value).toBe('5'));
    expect(input('warn-value').disabled).toBe(false);
    expect(gw.callsTo('GET /api/notifications')[0].query.get('notification_type')).toBe('water');
    expect(input('caution-value').value).toBe('12.5');
    expect(byTestId('warn-unit')!.textContent).toBe('以下');
    expect(byTestId('caution-unit')!.textContent).toBe('以上');
    expect(input('notify').checked).toBe(true);
    expect(screen.getByText('通知設定')).toBeTruthy();
    expect(screen.getByText('警告水位（cm）')).toBeTruthy();
    expect(screen.getByText('危険水位（cm）')).toBeTruthy();
    expect(byTestId('judge-note')!.textContent).toBe('センサーのデータは1時間ごとに判定されます。');
  });

  it('names every input for screen readers: the levels and their 以上 / 以下 choices', async () => {
    setup();
    await waitFor(() => expect(input('warn-value').disabled).toBe(false));
    expect(screen.getByRole('textbox', { name: '警告水位（cm）' })).toBe(input('warn-value'));
    expect(screen.getByRole('textbox', { name: '危険水位（cm）' })).toBe(input('caution-value'));
    expect(screen.getByRole('combobox', { name: '警告水位（cm）の条件（以上・以下）' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '危険水位（cm）の条件（以上・以下）' })).toBeTruthy();
  });

  it('validates the levels at once (customDoubleWater) and disables 保存 while invalid', async () => {
    const { user } = setup();
    await waitFor(() => expect(input('warn-value').value).toBe('5'));
    await ready('保存');
    for (const bad of ['100', '5.55', '05', 'abc']) {
      await fill(user, input('warn-value'), bad);
      await screen.findByText('整数2桁以内、小数1桁以内の数値で入力してください。');
      expect(saveButton().disabled).toBe(true);
    }
    await fill(user, input('warn-value'), '99.9');
    await ready('保存');
    await fill(user, input('caution-value'), '1.25');
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    // Empty switches a level off and is valid.
    await fill(user, input('caution-value'), '');
    await ready('保存');
  });

  it('saves with id water and goes to the sensor map', async () => {
    const { gw, user } = setup();
    await waitFor(() => expect(input('warn-value').value).toBe('5'));
    await fill(user, input('warn-value'), '3.5');
    await choose(user, 'warn-unit', '以上');
    await fill(user, input('caution-value'), '');
    await user.click(input('notify'));
    await user.click(await ready('保存'));
    await screen.findByText('変更を保存しました。');
    expect(gw.callsTo('PUT /api/notifications/water')[0].body).toEqual({
      notification_type: 'water', warn_value: '3.5', warn_unit: '0', caution_value: null, caution_unit: '0', notify: false, management_id: 'mgmt-2026',
    });
    await waitFor(() => expect(location().pathname).toBe('/water/show'));
  });

  it('a failed save alerts 通信エラー and stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({ 'PUT /api/notifications/water': err(500, 'INTERNAL', 'x') });
    await waitFor(() => expect(input('warn-value').value).toBe('5'));
    await user.click(await ready('保存'));
    await screen.findByText('通信エラー');
    expect(location().pathname).toBe('/sensor/settings');
  });

  it('read-only: nothing can be changed or saved', async () => {
    setup({}, { canEdit: false, expired: true });
    await waitFor(() => expect(input('warn-value').value).toBe('5'));
    expect(input('warn-value').disabled).toBe(true);
    expect(saveButton().disabled).toBe(true);
    expect(byTestId('settings-read-only')!.textContent).toBe('閲覧専用モードです。');
  });
});
