import { screen, waitFor } from '@testing-library/react';
import { addDays, jstDate } from '../common/jst';
import { day } from '../common/test/fixtures';
import { location, renderScreen, mockGateway } from '@inasaku/ui/testing';
import WeatherWidget from './WeatherWidget';

const today = jstDate(new Date());
const status = { has_position: true, stale: false, updated_at: null };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('weather widget', () => {
  it('shows the temperature now and today and the 3 coming days; a row opens /weather', async () => {
    const days = [0, 1, 2, 3].map((i) => day(addDays(today, i), { temperature_high: 25 + i, weather_type: i === 1 ? 'rain' : 'clear-day' }));
    const gw = mockGateway({ 'GET /inasaku/weather-infos': { data: { ...status, now_temperature: 21.46, now_datetime: null, days, hours: [] } } });
    const { user } = renderScreen(WeatherWidget, { path: '/dashboard' });
    await screen.findByText('21.5℃');
    await waitFor(() => expect(document.querySelectorAll('[data-testid="weather-widget-row"]')).toHaveLength(4));
    const rows = [...document.querySelectorAll('[data-testid="weather-widget-row"]')].map((r) => r.textContent);
    expect(rows[0]).toMatch(/^今日晴れ2515/);
    expect(rows[1]).toContain('雨');
    const q = gw.callsTo('GET /inasaku/weather-infos')[0].query;
    expect([q.get('from_datetime'), q.get('to_datetime')]).toEqual([`${today}T00:00:00+09:00`, `${addDays(today, 3)}T23:59:59+09:00`]);
    await user.click(screen.getByText('今日'));
    await waitFor(() => expect(location().pathname).toBe('/weather'));
  });

  it('says 天気情報はありません。 without data, and where to set the home position without one', async () => {
    mockGateway({ 'GET /inasaku/weather-infos': { data: { ...status, now_temperature: null, now_datetime: null, days: [], hours: [] } } });
    const { unmount } = renderScreen(WeatherWidget, { path: '/dashboard' });
    await screen.findByText('天気情報はありません。');
    unmount();
    mockGateway({ 'GET /inasaku/weather-infos': { data: { ...status, has_position: false, now_temperature: null, now_datetime: null, days: [], hours: [] } } });
    renderScreen(WeatherWidget, { path: '/dashboard' });
    await screen.findByText('ホーム位置が設定されていません。設定→ホーム位置で地図の中心を設定してください。');
  });
});
