import { screen, waitFor } from '@testing-library/react';
import { chartOption } from '../common/test/echarts-mock';
import { day } from '../common/test/fixtures';
import { byTestId, renderScreen, mockGateway } from '@inasaku/ui/testing';
import ArchivesWeather from './ArchivesWeather';

jest.mock('echarts-for-react', () => ({ __esModule: true, default: jest.requireActual('../common/test/echarts-mock').EChartsStub }));

const status = { has_position: true, stale: false, updated_at: null };
const answer = (list: ReturnType<typeof day>[]) => ({ data: { ...status, list } });

describe('weather report', () => {
  let downloads: string[];
  beforeEach(() => {
    downloads = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads the full year first, then a chosen month from day 1 00:00:00 to the last day 23:59:59 at +0900', async () => {
    const gw = mockGateway({
      'GET /inasaku/weather-histories': (_b, q) =>
        answer(q.get('from_datetime')!.startsWith('2026-02') ? [day('2026-02-01', { temperature_ave: 3.5 }), day('2026-02-02')] : [day('2026-01-01')]),
    });
    const { user } = renderScreen(ArchivesWeather, { path: '/archives/weather-histories' });
    await screen.findByText('年次レポート / 2026年 / 天気');
    await waitFor(() => expect(gw.callsTo('GET /inasaku/weather-histories')).toHaveLength(1));
    const year = gw.callsTo('GET /inasaku/weather-histories')[0].query;
    expect([year.get('management_id'), year.get('from_datetime'), year.get('to_datetime')]).toEqual([
      'mgmt-2026', '2026-01-01T00:00:00+09:00', '2026-12-31T23:59:59+09:00',
    ]);
    await user.click(byTestId('weather-report-range')!.querySelector('input') ?? byTestId('weather-report-range')!);
    await user.click(await screen.findByText('2月', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(gw.callsTo('GET /inasaku/weather-histories')).toHaveLength(2));
    const feb = gw.callsTo('GET /inasaku/weather-histories')[1].query;
    expect([feb.get('from_datetime'), feb.get('to_datetime')]).toEqual(['2026-02-01T00:00:00+09:00', '2026-02-28T23:59:59+09:00']);
    await waitFor(() => expect(chartOption('weather-report-temperature').series[0].data).toEqual([3.5, 20]));
    expect(chartOption('weather-report-precipitation').series[0].type).toBe('bar');
    expect(chartOption('weather-report-wind').yAxis.name).toBe('m/s');
  });

  it('Excel download is enabled once data is loaded and saves {product}_{year}_weather_{YYYYMMDDHHmmss}.xlsx', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    mockGateway({ 'GET /inasaku/weather-histories': answer([day('2026-06-01')]) });
    const realFetch = global.fetch;
    global.fetch = (async (...args: Parameters<typeof fetch>) => {
      await gate;
      return realFetch(...args);
    }) as typeof fetch;
    const { user } = renderScreen(ArchivesWeather, { path: '/archives/weather-histories' });
    const download = () => byTestId('weather-report-download') as HTMLButtonElement;
    await screen.findByText('Excelダウンロード');
    expect(download().disabled).toBe(true);
    release();
    await waitFor(() => expect(download().disabled).toBe(false));
    await user.click(download());
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 10000 });
    expect(downloads[0]).toMatch(/^稲作_2026_weather_\d{14}\.xlsx$/);
  });
});
