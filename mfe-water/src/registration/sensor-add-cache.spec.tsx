import { act, screen, waitFor } from '@testing-library/react';
import { ROUTES, type Sensor } from '@inasaku/contracts';
import { queryKeyOf } from '@inasaku/ui';
import { button, mapProps, mockGateway, ready, withPlan } from '@inasaku/ui/testing';
import { paged, sensor } from '../sensors/test/fixtures';
import SensorAdd from './SensorAdd';

const { renderScreen } = withPlan({ water: true });

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));

const LIST = [sensor('WL-1', { sensor_name: '北の田', status: '1' }), sensor('WL-2', { sensor_name: '', status: '9', latitude: 35.6, longitude: 139.6 })];

/** The sensors as every screen sharing the page's cache would show them (sensor map, dashboard widget). */
function cachedSensors(client: ReturnType<typeof renderScreen>['queryClient']): string[][] {
  return client
    .getQueriesData<{ list: Sensor[] }>({ queryKey: queryKeyOf(ROUTES['sensors.list']) })
    .map(([, answer]) => (answer?.list ?? []).map((s) => `${s.sensor_id}@${s.latitude}`));
}

describe('SensorAdd and the cached sensor list the other water screens show', () => {
  it('a deleted sensor leaves the cached list and a moved one is cached at its new place, without reading the list again', async () => {
    const gw = mockGateway({
      'GET /api/sensor/all': paged(LIST),
      'DELETE /api/sensor': { data: { result: '0', message: '' } },
      'PUT /api/sensor': { data: { result: '0', message: '' } },
    });
    const { user, queryClient } = renderScreen(SensorAdd, { path: '/sensor/add', routeName: 'sensor-add' });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    expect(cachedSensors(queryClient)).toEqual([['WL-1@35.5', 'WL-2@35.6']]);

    act(() => mapProps().onMarkerDragEnd!('WL-2', 35.9, 139.9));
    await user.click(button('位置を保存'));
    await screen.findByText('位置を保存しました。');
    expect(cachedSensors(queryClient)).toEqual([['WL-1@35.5', 'WL-2@35.9']]);

    act(() => mapProps().onMarkerClick!('WL-1'));
    await user.click(await ready('削除'));
    await screen.findByText('削除しますか？');
    await user.click(button('はい'));
    await screen.findByText('水位センサーを削除しました。');
    expect(cachedSensors(queryClient)).toEqual([['WL-2@35.9']]);
    expect(gw.callsTo('GET /api/sensor/all')).toHaveLength(1);
  });
});
