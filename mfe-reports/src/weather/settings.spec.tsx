import { screen, waitFor } from '@testing-library/react';
import { setting } from '../common/test/fixtures';
import { button, byTestId, fill, location, renderScreen, settled, err, mockGateway } from '@inasaku/ui/testing';
import WeatherSettingsAdd from './WeatherSettingsAdd';
import WeatherSettingsEdit from './WeatherSettingsEdit';
import WeatherSettingsShow from './WeatherSettingsShow';

const SETTINGS = [setting(1, { name: '出穂後' }), setting(2, { name: '田植え後', datetime: '2026-05-10', cumulative: 2400, basetemp: '10', correction: '-0.5' })];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('weather-settings-show', () => {
  it('lists the year\'s settings; a row opens weather-settings-edit with viewMode e and setting_id', async () => {
    const gw = mockGateway({ 'GET /inasaku/weather-settings': { data: SETTINGS } });
    const { user } = renderScreen(WeatherSettingsShow, { path: '/weather/settings/show' });
    await screen.findByText('田植え後');
    await settled();
    const rows = [...document.querySelectorAll('[data-testid="weather-setting-row"]')].map((r) => r.textContent);
    expect(rows).toEqual(['1出穂後2026/08/011,00000', '2田植え後2026/05/102,40010-0.5']);
    expect(gw.callsTo('GET /inasaku/weather-settings')[0].query.get('management_id')).toBe('mgmt-2026');
    await user.click(screen.getByText('田植え後'));
    await waitFor(() => expect(location().pathname).toBe('/weather/settings/edit'));
    expect(location().search).toBe('?viewMode=e&setting_id=s2');
  });

  it('追加 opens weather-settings-add, and is disabled in a past year', async () => {
    mockGateway({ 'GET /inasaku/weather-settings': { data: SETTINGS } });
    const { user, unmount } = renderScreen(WeatherSettingsShow, { path: '/weather/settings/show' });
    await screen.findByText('出穂後');
    await user.click(button('追加'));
    await waitFor(() => expect(location().pathname).toBe('/weather/settings/add'));
    unmount();
    renderScreen(WeatherSettingsShow, { path: '/weather/settings/show', session: { canEdit: false, pastYear: true } });
    await screen.findByText('出穂後');
    expect(button('追加').disabled).toBe(true);
  });

  it('alerts the error on a load failure (spec 000 §8)', async () => {
    mockGateway({ 'GET /inasaku/weather-settings': err(500, 'INTERNAL', 'サーバーエラーが発生しました。') });
    renderScreen(WeatherSettingsShow, { path: '/weather/settings/show' });
    await screen.findByText('サーバーエラーが発生しました。');
    expect(console.error).toHaveBeenCalled();
  });
});

describe('weather-settings-add', () => {
  it('登録 waits for a valid form, then posts the setting with base temperature and correction 0 and goes back', async () => {
    const gw = mockGateway({ 'POST /inasaku/weather-settings': { data: setting(3) } });
    const { user } = renderScreen(WeatherSettingsAdd, { path: '/weather/settings/add' });
    expect((byTestId('setting-basetemp') as HTMLInputElement).value).toBe('0');
    expect((byTestId('setting-correction') as HTMLInputElement).value).toBe('0');
    expect(button('登録').disabled).toBe(true);
    await fill(user, byTestId('setting-name')!, '稲'.repeat(21));
    await screen.findByText('入力可能な文字数（20文字）を超えています。');
    await fill(user, byTestId('setting-name')!, '出穂後');
    await fill(user, byTestId('setting-target')!, '10000');
    await screen.findByText('1から9999までの数値を入力してください。');
    await fill(user, byTestId('setting-target')!, '1000');
    await fill(user, byTestId('setting-basetemp')!, '1.25');
    await screen.findByText('整数4桁以内、小数1桁以内の数値で入力してください。');
    await fill(user, byTestId('setting-basetemp')!, '10');
    expect(button('登録').disabled).toBe(true); // no start date yet
    const date = byTestId('setting-date')!.querySelector('input') ?? byTestId('setting-date')!;
    await user.click(date);
    await user.paste('2026/08/01');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button('登録').disabled).toBe(false));
    await user.click(button('登録'));
    await screen.findByText('登録しました。');
    expect(gw.callsTo('POST /inasaku/weather-settings')[0].body).toEqual({
      management_id: 'mgmt-2026', name: '出穂後', datetime: '2026-08-01', cumulative: 1000, basetemp: '10', correction: '0',
    });
    await waitFor(() => expect(location().pathname).toBe('/weather/settings/show'));
  });

  it('a failed save is logged and the user is sent back to the list (spec 000 §8)', async () => {
    mockGateway({ 'POST /inasaku/weather-settings': err(500, 'INTERNAL', 'サーバーエラーが発生しました。') });
    const { user } = renderScreen(WeatherSettingsAdd, { path: '/weather/settings/add' });
    await fill(user, byTestId('setting-name')!, '出穂後');
    await fill(user, byTestId('setting-target')!, '1000');
    const date = byTestId('setting-date')!.querySelector('input') ?? byTestId('setting-date')!;
    await user.click(date);
    await user.paste('2026/08/01');
    await user.keyboard('{Enter}');
    await user.click(await waitFor(() => {
      const b = button('登録');
      expect(b.disabled).toBe(false);
      return b;
    }));
    await waitFor(() => expect(location().pathname).toBe('/weather/settings/show'));
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('weather setting insert'), expect.anything());
  });
});

describe('weather-settings-edit', () => {
  it('shows the setting, 保存 puts the change, 削除 asks 削除しますか？ and deletes', async () => {
    const gw = mockGateway({
      'PUT /inasaku/weather-settings': { data: { ...SETTINGS[1], cumulative: 2500 } },
      'DELETE /inasaku/weather-settings': { data: { setting_id: 's2' } },
    });
    const state = { viewMode: 'e', viewData: SETTINGS[1] };
    const { user, unmount } = renderScreen(WeatherSettingsEdit, { path: '/weather/settings/edit?viewMode=e&setting_id=s2', state });
    expect((byTestId('setting-name') as HTMLInputElement).value).toBe('田植え後');
    expect((byTestId('setting-correction') as HTMLInputElement).value).toBe('-0.5');
    await fill(user, byTestId('setting-target')!, '2500');
    await waitFor(() => expect(button('保存').disabled).toBe(false));
    await user.click(button('保存'));
    await screen.findByText('変更を保存しました。');
    expect(gw.callsTo('PUT /inasaku/weather-settings')[0].body).toEqual({
      management_id: 'mgmt-2026', setting_id: 's2', name: '田植え後', datetime: '2026-05-10', cumulative: 2500, basetemp: '10', correction: '-0.5',
    });
    await waitFor(() => expect(location().pathname).toBe('/weather/settings/show'));
    unmount();

    renderScreen(WeatherSettingsEdit, { path: '/weather/settings/edit?viewMode=e&setting_id=s2', state });
    await user.click(button('削除'));
    await screen.findByText('削除しますか？');
    await user.click(button('はい'));
    await waitFor(() => expect(gw.callsTo('DELETE /inasaku/weather-settings')).toHaveLength(1));
    expect(gw.callsTo('DELETE /inasaku/weather-settings')[0].body).toEqual({ management_id: 'mgmt-2026', setting_id: 's2' });
    await waitFor(() => expect(location().pathname).toBe('/weather/settings/show'));
  });

  it('a reload reads the setting by setting_id; an unknown id goes back to the list; save is disabled in a past year', async () => {
    mockGateway({ 'GET /inasaku/weather-settings': { data: SETTINGS } });
    const { unmount } = renderScreen(WeatherSettingsEdit, { path: '/weather/settings/edit?viewMode=e&setting_id=s1', session: { canEdit: false, pastYear: true } });
    await waitFor(() => expect((byTestId('setting-name') as HTMLInputElement).value).toBe('出穂後'));
    expect(button('保存').disabled).toBe(true);
    expect(button('削除').disabled).toBe(true);
    unmount();
    renderScreen(WeatherSettingsEdit, { path: '/weather/settings/edit?viewMode=e&setting_id=zz' });
    await waitFor(() => expect(location().pathname).toBe('/weather/settings/show'));
  });
});
