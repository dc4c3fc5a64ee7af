import { act, screen, waitFor, within } from '@testing-library/react';
import type { PaddyField } from '@inasaku/contracts';
import { field } from '../test/fixtures';
import { err, mockGateway, button, byTestId, renderScreen, mapProps } from '@inasaku/ui/testing';
import { tokyoToday } from '@inasaku/domain';
import { levelText } from './LinkedSensorLevel';
import PaddyFieldShow from './PaddyFieldShow';
import { sensorLabel, sensorOptions } from './useAccountSensors';

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));

const FIELDS = [field(1, { name: '北1', tag_no: 'WL-1', sensor_start_date: '2026-05-01' }), field(2, { name: '南1' })];
const sensor = (id: string, name: string) => ({
  sensor_id: id, sensor_name: name, latitude: 35.5, longitude: 139.5, status: '0', datetime: null, water_level: null,
  water_temperature: null, battery: null, signal: null, data: [],
});
const SENSORS = [sensor('WL-2', ''), sensor('WL-1', '北の田')];
const READING = {
  sensor_id: 'WL-2', sensor_name: '', tag_no: 'WL-2', datetime: '2026-07-01T09:20:00+09:00', water_level: 6.25,
  water_temperature: 21, water_temp: 21, battery: null, signal: null,
};

function setup(routes = {}, session = {}) {
  const gw = mockGateway({
    'GET /inasaku/paddy-fields': { data: FIELDS },
    'GET /inasaku/brands': { data: [] },
    'GET /inasaku/landmarks': { data: { list: [] } },
    'GET /inasaku/users': { data: { list: [], total_count: 0 } },
    'GET /api/sensor/all': { data: { list: SENSORS, total_count: 2 } },
    'GET /api/sensor/sensor-data-latest': { data: { sensor: { sensor_id: 'WL-2', sensor_name: '' }, reading: READING } },
    'PUT /inasaku/paddy-fields': (body: unknown) => {
      const b = body as Partial<PaddyField>;
      return { data: { ...FIELDS.find((f) => f.paddy_field_id === b.paddy_field_id), ...b, tag_no: b.tag_no || null, sensor_start_date: b.sensor_start_date || null } };
    },
    ...routes,
  });
  return { gw, ...renderScreen(PaddyFieldShow, { path: '/paddy-fields/show', session: { waterFeature: true, ...session } }) };
}

const panel = () => byTestId('field-panel')!;
const clickPin = async (id: string) => {
  await waitFor(() => expect((mapProps().markers ?? []).length).toBe(2));
  act(() => mapProps().onMarkerClick!(id));
};
const sensorBox = () => within(panel()).getByRole('combobox', { name: '水位センサー' });
const startInput = () => byTestId('field-sensor-start')!.querySelector('input') ?? (byTestId('field-sensor-start') as HTMLInputElement);
const option = (label: string) => screen.findByText(label, { selector: '.ant-select-item-option-content' });

describe('linking a paddy field to a water sensor in the edit form', () => {
  it('offers none and the account\'s sensors by product ID (name); a chosen one starts today and the reference then shows it', async () => {
    const { gw, user } = setup();
    await clickPin('f2');
    await user.click(button('編集する'));
    await waitFor(() => expect(gw.callsTo('GET /api/sensor/all')).toHaveLength(1));
    expect((startInput() as HTMLInputElement).disabled).toBe(true);
    await user.click(sensorBox());
    expect(await option('なし')).toBeTruthy();
    expect(await option('WL-1（北の田）')).toBeTruthy();
    await user.click(await option('WL-2'));
    await waitFor(() => expect((startInput() as HTMLInputElement).value).toBe(tokyoToday().replace(/-/g, '/')));
    expect((startInput() as HTMLInputElement).disabled).toBe(false);

    await user.click(button('保存'));
    await screen.findByText('変更を保存しました。');
    expect(gw.callsTo('PUT /inasaku/paddy-fields')[0].body).toMatchObject({
      paddy_field_id: 'f2', tag_no: 'WL-2', sensor_start_date: tokyoToday(),
    });

    await clickPin('f2');
    await waitFor(() => expect(byTestId('field-sensor')?.textContent).toBe(`WL-2（${tokyoToday().replace(/-/g, '/')}〜）`));
    // The reading is from before today's start date: not this field's water yet.
    await waitFor(() => expect(byTestId('field-sensor-level')?.textContent).toBe('データがありません。'));
  });

  it('the reference shows the linked sensor with its start date and its latest level', async () => {
    setup();
    await clickPin('f1');
    await waitFor(() => expect(byTestId('field-sensor')?.textContent).toBe('WL-1（2026/05/01〜）'));
    await waitFor(() => expect(byTestId('field-sensor-level')?.textContent).toBe('6.3 cm（07/01 09:20）'));
  });

  it('なし unlinks: the start date is cleared and both are sent empty', async () => {
    const { gw, user } = setup();
    await clickPin('f1');
    await user.click(button('編集する'));
    await waitFor(() => expect((startInput() as HTMLInputElement).value).toBe('2026/05/01'));
    await user.click(sensorBox());
    await user.click(await option('なし'));
    await waitFor(() => expect((startInput() as HTMLInputElement).value).toBe(''));
    await user.click(button('保存'));
    await screen.findByText('変更を保存しました。');
    expect(gw.callsTo('PUT /inasaku/paddy-fields')[0].body).toMatchObject({ paddy_field_id: 'f1', tag_no: '', sensor_start_date: '' });
  });

  it('a linked sensor missing from the list (or a list that failed) stays chosen; an unchanged save keeps it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { gw, user } = setup({ 'GET /api/sensor/all': err(503, 'SERVICE_UNAVAILABLE', 'x') });
    await clickPin('f1');
    await user.click(button('編集する'));
    await waitFor(() => expect(within(panel()).getByTitle('WL-1')).toBeTruthy());
    await user.click(button('保存'));
    await screen.findByText('変更を保存しました。');
    expect(gw.callsTo('PUT /inasaku/paddy-fields')[0].body).toMatchObject({ tag_no: 'WL-1', sensor_start_date: '2026-05-01' });
  });

  it('a refused link (a sensor deleted meanwhile: 404) says the update failed and keeps the form', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({ 'PUT /inasaku/paddy-fields': err(404, 'NOT_FOUND', '水位センサーが見つかりません。') });
    await clickPin('f2');
    await user.click(button('編集する'));
    await user.click(sensorBox());
    await user.click(await option('WL-1（北の田）'));
    await user.click(button('保存'));
    await screen.findByText('更新に失敗しました。');
    await user.click(button('OK'));
    expect(panel().dataset.mode).toBe('edit');
  });

  it('without the water feature there is no sensor choice, no sensor read, and a save leaves the link alone', async () => {
    const { gw, user } = setup({}, { waterFeature: false });
    await clickPin('f1');
    await user.click(button('編集する'));
    expect(within(panel()).queryByText('水位センサー')).toBeNull();
    await user.click(button('保存'));
    await screen.findByText('変更を保存しました。');
    expect(gw.callsTo('GET /api/sensor/all')).toHaveLength(0);
    expect(gw.callsTo('PUT /inasaku/paddy-fields')[0].body).not.toHaveProperty('tag_no');
    expect(gw.callsTo('PUT /inasaku/paddy-fields')[0].body).not.toHaveProperty('sensor_start_date');
  });
});

describe('sensor choice and level texts', () => {
  it('labels and orders the sensors; a stale link stays choosable', () => {
    expect(sensorLabel({ sensor_id: 'WL-1', sensor_name: '北の田' })).toBe('WL-1（北の田）');
    expect(sensorOptions(SENSORS, null).map((o) => o.label)).toEqual(['なし', 'WL-1（北の田）', 'WL-2']);
    expect(sensorOptions(SENSORS, 'GONE').map((o) => o.value)).toEqual(['', 'GONE', 'WL-1', 'WL-2']);
  });

  it('a reading from before the sensor start date is not the field\'s', () => {
    expect(levelText(READING, '2026-07-01')).toBe('6.3 cm（07/01 09:20）');
    expect(levelText(READING, '2026-07-02')).toBe('データがありません。');
    expect(levelText({ ...READING, datetime: '2026-06-30T15:30:00Z' }, '2026-07-01')).toBe('6.3 cm（07/01 00:30）');
  });
});
