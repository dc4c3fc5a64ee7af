import { screen, waitFor, within } from '@testing-library/react';
import { alert, paged, reading, sensor } from '../sensors/test/fixtures';
import { byTestId, location, settled, withPlan, err, mockGateway } from '@inasaku/ui/testing';
import AlertsWidget, { alertPageQuery } from './AlertsWidget';
import SensorsWidget from './SensorsWidget';

// The water remote's screens run for an account with the water-management feature.
const { renderScreen } = withPlan({ water: true });

jest.mock('echarts-for-react/lib/core', () => ({ __esModule: true, default: jest.requireActual('../sensors/test/echarts-mock').default }));

const sensorRows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="sensor-row"]')];
const alertRows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="alert-row"]')];

describe('SensorsWidget', () => {
  const TEN = Array.from({ length: 10 }, (_, i) =>
    sensor(`WL-${i + 1}`, { water_level: 5 + i, water_temperature: 20, latitude: 35 + i / 100, longitude: 139 + i / 100 }),
  );

  it('lists 8 sensors per page from one read and pages locally', async () => {
    const gw = mockGateway({ 'GET /api/sensor/all': paged(TEN) });
    const { user } = renderScreen(SensorsWidget, { routeName: 'dashboard' });
    await screen.findByText('WL-1');
    await settled();
    expect(sensorRows()).toHaveLength(8);
    expect(sensorRows()[0].textContent).toBe('WL-1センサーWL-15.020.0');
    await user.click(document.querySelector<HTMLElement>('.ant-pagination-item-2')!);
    await screen.findByText('WL-9');
    expect(sensorRows().map((r) => r.getAttribute('data-sensor'))).toEqual(['WL-9', 'WL-10']);
    expect(gw.callsTo('GET /api/sensor/all')).toHaveLength(1);
  });

  it('a row goes to the sensor map at the sensor position', async () => {
    mockGateway({ 'GET /api/sensor/all': paged(TEN) });
    const { user } = renderScreen(SensorsWidget, { routeName: 'dashboard' });
    await screen.findByText('WL-3');
    await user.click(screen.getByText('WL-3'));
    expect(location().pathname).toBe('/water/show');
    expect(location().search).toBe('?prmLat=35.02&prmLng=139.02');
  });

  it('the chart button opens the 7-point level and temperature frame, oldest to newest', async () => {
    // Newest first, as the API carries them.
    const data = Array.from({ length: 7 }, (_, i) => reading('WL-1', 60 * (6 - i), 10 - i, 25 - i));
    mockGateway({ 'GET /api/sensor/all': paged([sensor('WL-1', { sensor_name: '北の田', data })]) });
    const { user } = renderScreen(SensorsWidget, { routeName: 'dashboard' });
    await screen.findByText('WL-1');
    await user.click(byTestId('sensor-chart-open')!);
    await waitFor(() => expect(byTestId('sensor-frame-title')?.textContent).toBe('WL-1（北の田） 直近7件'));
    const level = await waitFor(() => within(byTestId('frame-level-chart')!).getByTestId('echarts-series'));
    expect(level.textContent).toBe('4,5,6,7,8,9,10');
    expect(within(byTestId('frame-temperature-chart')!).getByTestId('echarts-series').textContent).toBe('19,20,21,22,23,24,25');
    expect(within(byTestId('frame-level-chart')!).getByTestId('echarts').getAttribute('data-labels')!.split(',')[0]).toBe('07/01 09:00');
    // The chart button does not leave the dashboard.
    expect(location().pathname).toBe('/');
  });

  it('says 水位センサーが設置されていません。 without sensors', async () => {
    mockGateway({ 'GET /api/sensor/all': paged([]) });
    renderScreen(SensorsWidget, { routeName: 'dashboard' });
    await screen.findByText('水位センサーが設置されていません。');
  });
});

describe('AlertsWidget', () => {
  const ALERTS = 'GET /api/sensor/alert';

  it('shows 8 alerts per page as MM/DD HH:mm and the message, paged on the server', async () => {
    const first = Array.from({ length: 8 }, (_, i) => alert(i + 1, { datetime: '2026-07-01T00:05:00Z' }));
    const gw = mockGateway({ [ALERTS]: [paged(first, 19), paged([alert(17), alert(18), alert(19)], 19), paged(first, 19)] });
    const { user } = renderScreen(AlertsWidget, { routeName: 'dashboard' });
    await screen.findByText('アラート1');
    await settled();
    expect(alertRows()).toHaveLength(8);
    expect(alertRows()[0].textContent).toBe('07/01 09:05アラート1');
    expect(gw.callsTo(ALERTS)[0].query.toString()).toBe('count=8');
    await user.click(document.querySelector<HTMLElement>('.ant-pagination-item-3')!);
    await screen.findByText('アラート17');
    expect(Object.fromEntries(gw.callsTo(ALERTS)[1].query)).toEqual({ count: '8', latest_alert_id: 'a8', skip_page: '1' });
    await settled();
    await user.click(document.querySelector<HTMLElement>('.ant-pagination-item-1')!);
    await screen.findByText('アラート1');
    expect(Object.fromEntries(gw.callsTo(ALERTS)[2].query)).toEqual({ count: '8' });
  });

  it('marks 危険 and 警告 alerts apart: another shape and colour, a tinted row, a name for screen readers', async () => {
    mockGateway({ [ALERTS]: paged([alert(1, { alert_type: 'danger' }), alert(2, { alert_type: 'warning' })], 2) });
    renderScreen(AlertsWidget, { routeName: 'dashboard' });
    await screen.findByText('アラート1');
    const [danger, warning] = alertRows().map((r) => r.querySelector<HTMLElement>('[data-testid="alert-mark"]')!);
    expect([danger.getAttribute('aria-label'), warning.getAttribute('aria-label')]).toEqual(['危険', '警告']);
    expect(danger.dataset.look).not.toBe(warning.dataset.look);
    expect(danger.style.color).not.toBe(warning.style.color);
    expect(alertRows()[0].style.background).not.toBe(alertRows()[1].style.background);
  });

  it('says 水位アラートはありません。 without alerts', async () => {
    mockGateway({ [ALERTS]: paged([], 0) });
    renderScreen(AlertsWidget, { routeName: 'dashboard' });
    await screen.findByText('水位アラートはありません。');
  });

  it('a load failure is said, not hidden', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockGateway({ [ALERTS]: err(500, 'INTERNAL', 'x') });
    renderScreen(AlertsWidget, { routeName: 'dashboard' });
    await screen.findByText('読み込めませんでした。');
  });

  it('alertPageQuery follows spec 001 §4', () => {
    expect(alertPageQuery(2, 1, [{ alert_id: 'a16' }])).toEqual({ count: 8 });
    expect(alertPageQuery(1, 2, [{ alert_id: 'a8' }])).toEqual({ count: 8, latest_alert_id: 'a8', skip_page: 0 });
    expect(alertPageQuery(4, 2, [{ alert_id: 'a32' }])).toEqual({ count: 8, skip_page: 1 });
  });
});
