import { screen, waitFor } from '@testing-library/react';
import { addDays, jstDate } from '../common/jst';
import { accumulation, day, hour } from '../common/test/fixtures';
import { chartOption } from '../common/test/echarts-mock';
import { renderScreen, viewport, mockGateway } from '@inasaku/ui/testing';
import Weather from './Weather';
import { DailyTable } from './DailyTable';
import { render } from '@testing-library/react';

jest.mock('echarts-for-react', () => ({ __esModule: true, default: jest.requireActual('../common/test/echarts-mock').EChartsStub }));

const today = jstDate(new Date());
const days = Array.from({ length: 10 }, (_, i) => day(addDays(today, i - 3), { temperature_ave: 20 + i, precip_intensity: i }));
const hours = [
  hour(`${today}T09:00:00+09:00`, { temperature: 21.5, precip_probability: 30 }),
  hour(`${today}T10:00:00+09:00`, { temperature: 22.5 }),
  hour(`${addDays(today, 1)}T09:00:00+09:00`, { temperature: 19, weather_type: 'rain' }),
];

function gateway(extra: { stale?: boolean; hasPosition?: boolean } = {}) {
  return mockGateway({
    'GET /inasaku/weather-infos': {
      data: {
        has_position: extra.hasPosition ?? true, stale: extra.stale ?? false, updated_at: '2026-07-30T06:00:00+09:00',
        now_temperature: 21.5, now_datetime: `${today}T09:00:00+09:00`, days, hours: [],
      },
    },
    'GET /inasaku/weather-hourly-histories': { data: { has_position: true, stale: false, updated_at: null, list: hours } },
    'GET /inasaku/weather-accumulations': {
      data: { has_position: true, stale: false, updated_at: null, list: [accumulation('出穂後', 1234, 1000, { date: '2026-08-02', source: 'actual', histories: [] }), accumulation('田植え後', 800, 2400)] },
    },
  });
}

// antd renders a scrolling table's header twice (one for measuring): each day counted once.
const headers = () => [...new Set([...document.querySelectorAll('[data-testid="weather-day-header"]')].map((h) => h.textContent))];

afterEach(() => viewport(1280));

describe('weather dashboard', () => {
  it('desktop: asks 3 days back to 6 ahead, shows a 7-day table, the hours of today and tomorrow, and both charts', async () => {
    viewport(1280);
    const gw = gateway();
    renderScreen(Weather, { path: '/weather' });
    await waitFor(() => expect(headers()).toHaveLength(7));
    expect(headers()[0]).toBe('今日');
    const q = gw.callsTo('GET /inasaku/weather-infos')[0].query;
    expect(q.get('from_datetime')).toBe(`${addDays(today, -3)}T00:00:00+09:00`);
    expect(q.get('to_datetime')).toBe(`${addDays(today, 6)}T23:59:59+09:00`);
    expect(q.get('management_id')).toBe('mgmt-2026');
    const h = gw.callsTo('GET /inasaku/weather-hourly-histories')[0].query;
    expect([h.get('from_datetime'), h.get('to_datetime')]).toEqual([`${today}T00:00:00+09:00`, `${addDays(today, 1)}T23:59:59+09:00`]);

    const todayHours = await screen.findByTestId('weather-hourly-today', {}, { timeout: 5000 });
    expect(todayHours.textContent).toContain('9時');
    expect(todayHours.textContent).toContain('21.5');
    expect(screen.getByTestId('weather-hourly-tomorrow').textContent).toContain('雨');

    await waitFor(() => expect(chartOption('weather-average-chart').series[0].data).toHaveLength(10));
    expect(chartOption('weather-average-chart').series[0].data[3]).toBe(23);
    expect(chartOption('weather-precipitation-chart').series[0]).toMatchObject({ type: 'bar' });
    expect(screen.queryByTestId('weather-stale')).toBeNull();
  });

  it('while the forecast is on its way the 7-day table spins instead of showing a row of - (no data)', () => {
    const { container, rerender } = render(<DailyTable days={[today, addDays(today, 1)]} rows={[]} today={today} loading />);
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    rerender(<DailyTable days={[today, addDays(today, 1)]} rows={[day(today, {})]} today={today} />);
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
  });

  it('mobile: a 4-day table and 3 days ahead', async () => {
    viewport(390);
    const gw = gateway();
    renderScreen(Weather, { path: '/weather' });
    await waitFor(() => expect(headers()).toHaveLength(4));
    expect(gw.calls.filter((c) => c.path === '/inasaku/weather-infos').at(-1)!.query.get('to_datetime')).toBe(`${addDays(today, 3)}T23:59:59+09:00`);
  });

  it('mobile: the 4-day table fits the width (no sideways scrolling), the weekday under the date', async () => {
    viewport(390);
    gateway();
    renderScreen(Weather, { path: '/weather' });
    await waitFor(() => expect(headers()).toHaveLength(4));
    const table = screen.getByTestId('weather-daily-table');
    expect(table.querySelector('.ant-table-fixed-column, .ant-table-scroll-horizontal')).toBeNull();
    expect(table.querySelector('table')!.style.tableLayout).toBe('fixed');
    expect(table.querySelectorAll('[data-testid="weather-day-header"] br')).toHaveLength(3);
  });

  it('per setting: the accumulation chart, the pie capped at 100 and 到達予測', async () => {
    gateway();
    renderScreen(Weather, { path: '/weather' });
    await waitFor(() => expect(screen.getAllByTestId('weather-accumulation')).toHaveLength(2));
    await waitFor(() => expect(chartOption('weather-accumulation-pie-0').series[0].data[0].value).toBe(100));
    expect(chartOption('weather-accumulation-pie-1').series[0].data[0].value).toBe(33.3);
    expect(chartOption('weather-accumulation-chart-1').series[0].data).toEqual([400, 800]);
    // The predicted days continue the measured line, dashed.
    expect(chartOption('weather-accumulation-chart-1').series[1]).toMatchObject({ data: [null, 800, 820], lineStyle: { type: 'dashed' } });
    expect(chartOption('weather-accumulation-chart-0').series[1].data).toEqual([]);
    const predictions = screen.getAllByTestId('weather-prediction').map((p) => p.textContent);
    expect(predictions).toEqual(['到達予測到達済み', '到達予測2026/09/20']);
  });

  it('says when the service reports stale data', async () => {
    gateway({ stale: true });
    renderScreen(Weather, { path: '/weather' });
    await screen.findByText('天気情報を更新できていません。表示は最後に取得した情報です。');
    expect(screen.getByTestId('weather-stale').textContent).toContain('最終取得: 2026/07/30 06:00');
  });

  it('without a home position says where to set it', async () => {
    gateway({ hasPosition: false });
    renderScreen(Weather, { path: '/weather' });
    await screen.findByText('ホーム位置が設定されていません。設定→ホーム位置で地図の中心を設定してください。');
  });
});
