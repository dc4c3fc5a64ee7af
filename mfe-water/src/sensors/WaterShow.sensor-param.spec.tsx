import { waitFor } from '@testing-library/react';
import { FOCUS_ZOOM } from '@inasaku/map';
import { byTestId, withPlan, mockGateway, mapCalls } from '@inasaku/ui/testing';
import { paged, reading, sensor } from './test/fixtures';
import WaterShow from './WaterShow';

const { renderScreen } = withPlan({ water: true });

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));
jest.mock('echarts-for-react/lib/core', () => ({ __esModule: true, default: jest.requireActual('./test/echarts-mock').default }));

describe('WaterShow: ?sensor_id= (a tapped alert notification)', () => {
  it('opens that sensor\'s panel and pans to it at zoom 17', async () => {
    mockGateway({
      'GET /api/sensor/all': paged([
        sensor('WL-1', { sensor_name: '北の田', status: '0', latitude: 35.1, longitude: 139.1 }),
        sensor('WL-2', { sensor_name: '南の田', status: '2', latitude: 35.2, longitude: 139.2 }),
      ]),
      'GET /api/sensor/raw': paged([reading('WL-2', 0, 2.5, 20)]),
    });
    renderScreen(WaterShow, { path: '/water/show?sensor_id=WL-2' });
    await waitFor(() => expect(byTestId('sensor-panel-title')!.textContent).toBe('WL-2（南の田）'));
    expect(mapCalls.panTo.at(-1)).toEqual([35.2, 139.2, FOCUS_ZOOM]);
    expect(mapCalls.fitBounds).toBe(0);
  });

  it('an unknown product ID opens nothing', async () => {
    mockGateway({ 'GET /api/sensor/all': paged([sensor('WL-1', { status: '0' })]), 'GET /api/sensor/raw': paged([]) });
    renderScreen(WaterShow, { path: '/water/show?sensor_id=NOPE' });
    await waitFor(() => expect(byTestId('marker-WL-1')).toBeTruthy());
    expect(byTestId('sensor-panel')).toBeNull();
  });
});
