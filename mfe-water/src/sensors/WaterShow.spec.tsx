import { act, screen, waitFor, within } from '@testing-library/react';
import { FOCUS_ZOOM } from '@inasaku/map';
import { paged, reading, sensor } from './test/fixtures';
import { byTestId, withPlan, err, mockGateway, mapCalls, mapProps } from '@inasaku/ui/testing';
import { sensorIcon } from './sensor-view';
import WaterShow, { focusOf } from './WaterShow';

// The water remote's screens run for an account with the water-management feature.
const { renderScreen } = withPlan({ water: true });

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));
jest.mock('echarts-for-react/lib/core', () => ({ __esModule: true, default: jest.requireActual('./test/echarts-mock').default }));

const SENSORS = [
  sensor('WL-1', { sensor_name: '北の田', status: '0', latitude: 35.1, longitude: 139.1, battery: 87, signal: -71 }),
  sensor('WL-2', { sensor_name: '南の田', status: '1' }),
  sensor('WL-3', { sensor_name: '', status: '2' }),
  sensor('WL-4', { sensor_name: '新規', status: '9' }),
];
// Newest first, as GET /api/sensor/raw answers.
const RAW = [reading('WL-1', 20, 7.5, 21.5), reading('WL-1', 10, 6.0, 21.0), reading('WL-1', 0, 5.5, 20.5)];

function setup(routes = {}, path = '/water/show') {
  const gw = mockGateway({ 'GET /api/sensor/all': paged(SENSORS), 'GET /api/sensor/raw': paged(RAW), ...routes });
  return { gw, ...renderScreen(WaterShow, { path }) };
}

const marker = (id: string) => byTestId(`marker-${id}`)!;

describe('WaterShow (sensor map)', () => {
  it('draws one marker per sensor with the icon of its status and the product ID and name on hover', async () => {
    setup();
    await waitFor(() => expect(mapProps().markers).toHaveLength(4));
    const icons = Object.fromEntries(mapProps().markers!.map((m) => [m.id, m.icon.url]));
    expect(icons['WL-1']).toBe(sensorIcon('0').url);
    expect(icons['WL-2']).toBe(sensorIcon('1').url);
    expect(icons['WL-3']).toBe(sensorIcon('2').url);
    expect(icons['WL-4']).toBe(sensorIcon('9').url);
    // Four different icons: normal, warning, danger, unlinked.
    expect(new Set(Object.values(icons)).size).toBe(4);
    expect(mapProps().markers!.find((m) => m.id === 'WL-1')!.title).toBe('製品ID：WL-1\nセンサー名：北の田');
    // The legend says what each icon means and how many sensors show it.
    for (const look of ['normal', 'warning', 'danger', 'unlinked']) expect(byTestId(`sensor-legend-${look}`)!.dataset.count).toBe('1');
    expect(byTestId('sensor-legend')!.textContent).toBe('危険 1警告 1正常 1未連携 1');
  });

  it('a marker click opens the panel titled ID（name） with the latest values and two charts; a second click closes it', async () => {
    const { gw, user } = setup();
    await waitFor(() => expect(marker('WL-1')).toBeTruthy());
    await user.click(marker('WL-1'));
    const panel = await waitFor(() => byTestId('sensor-panel')!);
    expect(byTestId('sensor-panel-title')!.textContent).toBe('WL-1（北の田）');
    await waitFor(() => expect(byTestId('sensor-level')!.textContent).toBe('7.5'));
    expect(byTestId('sensor-temperature')!.textContent).toBe('21.5');
    expect(byTestId('sensor-last-update')!.textContent).toBe('2026/07/01 09:20');
    expect(byTestId('sensor-battery')!.textContent).toBe('87');
    expect(byTestId('sensor-signal')!.textContent).toBe('-71');
    expect(within(panel).getByText('最終更新日時')).toBeTruthy();
    expect(within(panel).getByText('現在の水位（cm）')).toBeTruthy();
    expect(within(panel).getByText('水温（℃）')).toBeTruthy();
    // Charts run oldest to newest.
    const level = await waitFor(() => within(byTestId('sensor-level-chart')!).getByTestId('echarts-series'));
    expect(level.textContent).toBe('5.5,6,7.5');
    const temp = within(byTestId('sensor-temperature-chart')!).getByTestId('echarts-series');
    expect(temp.textContent).toBe('20.5,21,21.5');
    expect(within(byTestId('sensor-level-chart')!).getByTestId('echarts').getAttribute('data-labels')).toBe('09:00,09:10,09:20');
    // The last 3 hours of that sensor were asked for, at +0900.
    const q = gw.callsTo('GET /api/sensor/raw')[0].query;
    expect(q.get('sensor_id')).toBe('WL-1');
    expect(q.get('from_datetime')).toMatch(/\+09:00$/);
    expect(Date.parse(q.get('to_datetime')!) - Date.parse(q.get('from_datetime')!)).toBe(3 * 3600_000);

    await user.click(marker('WL-1'));
    expect(byTestId('sensor-panel')).toBeNull();
  });

  it('a sensor without a name is titled with its ID alone; without readings the panel says so', async () => {
    const { user } = setup({ 'GET /api/sensor/raw': paged([]) });
    await waitFor(() => expect(marker('WL-3')).toBeTruthy());
    await user.click(marker('WL-3'));
    await waitFor(() => expect(byTestId('sensor-panel-title')!.textContent).toBe('WL-3'));
    await waitFor(() => expect(byTestId('sensor-no-data')!.textContent).toBe('データがありません。'));
    expect(byTestId('sensor-panel-status')!.textContent).toBe('危険');
    // A device that never reported its battery or signal shows no such rows.
    expect(byTestId('sensor-battery')).toBeNull();
    expect(byTestId('sensor-signal')).toBeNull();
  });

  it('prmLat and prmLng open the map there at zoom 17', async () => {
    setup({}, '/water/show?prmLat=35.25&prmLng=139.75');
    await waitFor(() => expect(mapProps().markers).toHaveLength(4));
    expect(mapProps().center).toEqual({ lat: 35.25, lng: 139.75 });
    expect(mapProps().zoom).toBe(FOCUS_ZOOM);
    expect(mapCalls.fitBounds).toBe(0);
  });

  it('focusOf ignores missing or broken coordinates', () => {
    expect(focusOf(new URLSearchParams('prmLat=35&prmLng=139'))).toEqual({ lat: 35, lng: 139 });
    expect(focusOf(new URLSearchParams('prmLat=35'))).toBeNull();
    expect(focusOf(new URLSearchParams('prmLat=abc&prmLng=139'))).toBeNull();
    expect(focusOf(new URLSearchParams('prmLat=95&prmLng=139'))).toBeNull();
  });

  it('a reading fetch failure is alerted', async () => {
    const { user } = setup({ 'GET /api/sensor/raw': err(500, 'INTERNAL', 'サーバーエラーが発生しました。') });
    await waitFor(() => expect(marker('WL-1')).toBeTruthy());
    await user.click(marker('WL-1'));
    await waitFor(() => expect(screen.getByText('サーバーエラーが発生しました。')).toBeTruthy());
  });

  it('an account without sensors is told so on the map', async () => {
    setup({ 'GET /api/sensor/all': paged([]) });
    await waitFor(() => expect(byTestId('map-hint')?.textContent).toContain('水位センサーが設置されていません。'));
  });

  it('markers follow the status the server reports on the next refresh', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { gw } = setup();
      await waitFor(() => expect(mapProps().markers).toHaveLength(4));
      gw.set('GET /api/sensor/all', paged([sensor('WL-1', { status: '2' })]));
      await act(async () => {
        jest.advanceTimersByTime(60_000);
      });
      await waitFor(() => expect(mapProps().markers).toHaveLength(1));
      expect(mapProps().markers![0].icon.url).toBe(sensorIcon('2').url);
    } finally {
      jest.useRealTimers();
    }
  });
});
