import { act, screen, waitFor } from '@testing-library/react';
import { field } from '../test/fixtures';
import { mockGateway, byTestId, renderScreen, mapProps } from '@inasaku/ui/testing';
import PaddyFieldShow from './PaddyFieldShow';

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));

const FIELDS = [field(1, { name: '北1', tag_no: 'WL-1' }), field(2, { name: '南1' })];
const READING = {
  sensor_id: 'WL-1', sensor_name: '北の田', tag_no: 'WL-1', datetime: '2026-07-01T09:20:00+09:00', water_level: 7.5,
  water_temperature: 21, water_temp: 21, battery: null, signal: null,
};

function setup(latest: unknown, session = {}) {
  const gw = mockGateway({
    'GET /inasaku/paddy-fields': { data: FIELDS },
    'GET /inasaku/brands': { data: [] },
    'GET /inasaku/landmarks': { data: { list: [] } },
    'GET /inasaku/users': { data: { list: [], total_count: 0 } },
    'GET /api/sensor/sensor-data-latest': { data: latest },
  });
  return { gw, ...renderScreen(PaddyFieldShow, { path: '/paddy-fields/show', session: { waterFeature: true, ...session } }) };
}

const open = async (id: string) => {
  await waitFor(() => expect((mapProps().markers ?? []).length).toBe(2));
  act(() => mapProps().onMarkerClick!(id));
};

describe('the field panel shows the linked sensor\'s latest level', () => {
  it('a field linked to a sensor shows its latest level and time', async () => {
    const { gw } = setup({ sensor: { sensor_id: 'WL-1', sensor_name: '北の田' }, reading: READING });
    await open('f1');
    await waitFor(() => expect(byTestId('field-sensor-level')?.textContent).toBe('7.5 cm（07/01 09:20）'));
    expect(screen.getByText('水位')).toBeTruthy();
    expect(gw.callsTo('GET /api/sensor/sensor-data-latest')[0].query.get('tag_no')).toBe('WL-1');
  });

  it('a linked sensor without readings says so', async () => {
    setup({ sensor: { sensor_id: 'WL-1', sensor_name: '' }, reading: null });
    await open('f1');
    await waitFor(() => expect(byTestId('field-sensor-level')?.textContent).toBe('データがありません。'));
  });

  it('nothing is asked for an unlinked field or without the water feature', async () => {
    const { gw } = setup({ sensor: null, reading: null });
    await open('f2');
    await waitFor(() => expect(byTestId('field-panel')).toBeTruthy());
    expect(screen.queryByText('水位')).toBeNull();
    expect(gw.callsTo('GET /api/sensor/sensor-data-latest')).toHaveLength(0);
  });

  it('without the water feature a linked field shows no level', async () => {
    const { gw } = setup({ sensor: null, reading: READING }, { waterFeature: false });
    await open('f1');
    await waitFor(() => expect(byTestId('field-panel')).toBeTruthy());
    expect(screen.queryByText('水位')).toBeNull();
    expect(gw.callsTo('GET /api/sensor/sensor-data-latest')).toHaveLength(0);
  });
});
