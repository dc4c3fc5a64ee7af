import { cleanup, screen, waitFor } from '@testing-library/react';
import type { SensorReading, WaterGateLog, WorkLog } from '@inasaku/contracts';
import { byTestId, err, location, renderScreen, mockGateway } from '@inasaku/ui/testing';
import Archives from './Archives';
import ArchivesWaterGate from './gate/ArchivesWaterGate';
import { gateSheet } from './gate/gate-report';
import ArchivesLog from './logs/ArchivesLog';
import ArchivesWater from './water/ArchivesWater';
import ArchivesWaterSensor from './water/ArchivesWaterSensor';
import { sensorSheet } from './water/water-report';

jest.mock('echarts-for-react', () => ({ __esModule: true, default: jest.requireActual('../common/test/echarts-mock').EChartsStub }));

const log = (i: number, extra: Partial<WorkLog> = {}): WorkLog => ({
  log_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, management_id: 'mgmt-2026', type: 1, del_flg: '0', work_date: '2026-05-01',
  worker: `作業者${i}`, season_name: '施肥', item_name: '元肥', is_not_paddy_field_item: false,
  paddy_fields: [{ paddy_field_id: 'f1', paddy_field_name: '東1' }, { paddy_field_id: 'f2', paddy_field_name: '東2' }], area_total: '30',
  item_details: [{ item_detail_name: '実施日', item_detail_unit: null, item_detail_value: '2026-05-01' }, { item_detail_name: '作業者', item_detail_unit: null, item_detail_value: 'x' }, { item_detail_name: '施用量', item_detail_unit: 'kg', item_detail_value: '30' }, { item_detail_name: 'メモ', item_detail_unit: null, item_detail_value: null }],
  image_paths: i === 1 ? ['m/image/1/0.jpg'] : [], image_urls: [], user_id: 'user-1', created_at: '2026-05-01T00:00:00Z', ...extra,
});

const gateLog = (i: number): WaterGateLog => ({
  log_id: `g${i}`, gate_type: i % 2 ? 1 : 2, gate_status: '2', datetime: '2026-06-01T07:30:00+09:00', worker: '山田', paddy_field_id: 'f1',
  paddy_field_name: '東1', user_id: null, created_at: '2026-06-01T07:31:00+09:00',
});

describe('report hub', () => {
  it('lists the reports and opens the report, leaving its access log to the shell', async () => {
    const gw = mockGateway({ 'POST /inasaku/accesslogs': { data: {} } });
    const { user } = renderScreen(Archives);
    expect(byTestId('archives-hub-water')).toBeNull();
    await user.click(byTestId('archives-hub-gate')!);
    expect(location().pathname).toBe('/archives/water-gate');
    // The report sends its code (09) as it opens, from the shell's route table: none from the button.
    expect(gw.callsTo('POST /inasaku/accesslogs')).toHaveLength(0);
  });

  it('shows the water report only with the water feature', () => {
    mockGateway({});
    renderScreen(Archives, { session: { waterFeature: true } });
    expect(byTestId('archives-hub-water')?.textContent).toBe('水位');
  });
});

describe('work log report', () => {
  it('shows 10 rows, then every row with すべてを見る, and a row opens the detail with its images', async () => {
    const logs = Array.from({ length: 12 }, (_, i) => log(i + 1));
    const gw = mockGateway({
      'GET /inasaku/logs': (_b, q) => {
        const count = Number(q.get('count'));
        const skip = Number(q.get('skip_page') ?? 0) * count;
        return { data: { list: logs.slice(skip, skip + count), total_count: logs.length } };
      },
    });
    const { user } = renderScreen(ArchivesLog);
    await waitFor(() => expect(document.querySelectorAll('[data-testid="logs-report-row"]')).toHaveLength(10));
    expect(gw.callsTo('GET /inasaku/logs')[0].query.get('count')).toBe('10');
    await user.click(byTestId('logs-see-all')!);
    await waitFor(() => expect(document.querySelectorAll('[data-testid="logs-report-row"]')).toHaveLength(12));
    await user.click(document.querySelector('[data-testid="logs-report-row"]') as HTMLElement);
    const detail = await waitFor(() => {
      const d = byTestId('logs-report-detail');
      expect(d?.textContent).toContain('30 kg');
      return d!;
    });
    expect(detail.textContent).toContain('施肥 / 元肥');
    expect(detail.textContent).not.toContain('メモ');
    expect(detail.textContent).not.toContain('実施日');
    expect(detail.querySelectorAll('li')).toHaveLength(2);
    expect(detail.querySelector('img')?.getAttribute('src')).toBe('/media/file/m/image/1/0.jpg');
  });
});

describe('water gate log report', () => {
  it('shows 10 rows then すべてを見る, with the spec columns', async () => {
    mockGateway({ 'GET /inasaku/watergate/logs/all': { data: Array.from({ length: 11 }, (_, i) => gateLog(i + 1)) } });
    const { user } = renderScreen(ArchivesWaterGate);
    await waitFor(() => expect(document.querySelectorAll('[data-testid="gate-report-row"]')).toHaveLength(10));
    expect([...document.querySelectorAll('th')].map((t) => t.textContent)).toEqual(['#', '給水/排水', '状態', '作業日時', '作業者', 'ほ場']);
    expect(document.querySelector('[data-testid="gate-report-row"]')?.textContent).toBe('1給水全開2026/06/01 07:30山田東1');
    await user.click(byTestId('gate-report-see-all')!);
    await waitFor(() => expect(document.querySelectorAll('[data-testid="gate-report-row"]')).toHaveLength(11));
  });

  it('says 水門ログはありません when the year has none', async () => {
    mockGateway({ 'GET /inasaku/watergate/logs/all': { data: [] } });
    renderScreen(ArchivesWaterGate);
    expect(await screen.findByText('水門ログはありません')).toBeTruthy();
  });

  it('writes the gate log with a number # and a date-time cell', () => {
    const sheet = gateSheet([gateLog(1)]);
    expect(sheet.name).toBe('Sheet1');
    expect(sheet.rows[0]).toEqual([1, '給水', '全開', new Date(Date.UTC(2026, 5, 1, 7, 30)), '山田', '東1']);
  });
});

describe('yearly sensor table', () => {
  const reading = (i: number): SensorReading => ({
    sensor_id: 'S-1', sensor_name: '東水位', tag_no: 'S-1', datetime: `2026-06-${String(i).padStart(2, '0')}T12:00:00+09:00`,
    water_level: 5.5, water_temperature: 20.1, water_temp: 20.1,
  } as SensorReading);

  it('shows the first 10 rows then all, and the empty message', async () => {
    mockGateway({ 'GET /api/sensor/histories': { data: { list: Array.from({ length: 12 }, (_, i) => reading(i + 1)), total_count: 12 } } });
    const { user } = renderScreen(ArchivesWaterSensor);
    await waitFor(() => expect(document.querySelectorAll('[data-testid="water-sensor-row"]')).toHaveLength(10));
    expect(document.querySelector('[data-testid="water-sensor-row"]')?.textContent).toBe('1S-1東水位2026/06/01 12:005.520.1');
    await user.click(byTestId('water-sensor-see-all')!);
    await waitFor(() => expect(document.querySelectorAll('[data-testid="water-sensor-row"]')).toHaveLength(12));
    await user.click(byTestId('water-sensor-back')!);
    expect(location().pathname).toBe('/archives/water-histories');
  });

  it('says so when no water data is linked', async () => {
    mockGateway({ 'GET /api/sensor/histories': { data: { list: [], total_count: 0 } } });
    renderScreen(ArchivesWaterSensor);
    expect(await screen.findByText('紐づく水位データはありません。')).toBeTruthy();
  });

  it("tells a refusal (the water feature not on this plan) or a failed load apart from 'no data'", async () => {
    mockGateway({ 'GET /api/sensor/histories': err(403, 'FEATURE_UNAVAILABLE', 'この機能は現在ご利用いただけません。') });
    renderScreen(ArchivesWaterSensor);
    expect((await screen.findByTestId('water-sensor-error')).textContent).toBe('この機能は現在ご利用いただけません。');
    expect(screen.queryByText('紐づく水位データはありません。')).toBeNull();
    cleanup();
    mockGateway({ 'GET /api/sensor/histories': err(500, 'INTERNAL', 'Internal error') });
    renderScreen(ArchivesWaterSensor);
    expect((await screen.findByTestId('water-sensor-error')).textContent).toBe('データを読み込めませんでした。');
  });

  it('says why the yearly chart is empty when the server refused it', async () => {
    mockGateway({ 'GET /api/sensor/sensor-data-histories': err(403, 'FEATURE_UNAVAILABLE', 'この機能は現在ご利用いただけません。') });
    renderScreen(ArchivesWater);
    expect((await screen.findByTestId('water-report-error')).textContent).toBe('この機能は現在ご利用いただけません。');
    expect(screen.queryByText('紐づく水位データはありません。')).toBeNull();
  });

  it('writes levels and temperatures as number cells', () => {
    expect(sensorSheet([reading(1)]).rows[0]).toEqual([1, 'S-1', '東水位', new Date(Date.UTC(2026, 5, 1, 12)), 5.5, 20.1]);
  });
});
