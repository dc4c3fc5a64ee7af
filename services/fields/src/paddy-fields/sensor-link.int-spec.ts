import { EVENTS, SUBJECTS, WATER_SUBJECTS, type PaddyField, type SensorDeletedEvent } from '@inasaku/contracts';
import { eventually, NatsStub, newAccount, perTest, suiteHarness, testUrls } from '@inasaku/testing';
import { startFieldsService } from '../test/harness';

const pf = SUBJECTS.fields.paddyFields;

/**
 * Stands in for the water service on the test NATS: answers `water.sensors.get` with its rules
 * (no water feature 403; another account's or an unknown product ID 404).
 */
class WaterStub {
  readonly sensors = new Map<string, string>(); // product ID -> account
  readonly waterAccounts = new Set<string>();
  readonly asked: { sensorId: string; accountId: string | null }[] = [];
  private constructor(private readonly nats: NatsStub) {}

  static async start(): Promise<WaterStub> {
    const nats = await NatsStub.connect(testUrls().nats, 'water-stub');
    const stub = new WaterStub(nats);
    nats.answer<{ sensor_id: string }>(WATER_SUBJECTS.sensors.get, 'water', ({ sensor_id: sensorId }, { accountId }) => {
      stub.asked.push({ sensorId, accountId });
      if (!accountId || !stub.waterAccounts.has(accountId)) return { err: { statusCode: 403, code: 'FORBIDDEN', message: 'この機能は現在ご利用いただけません。' } };
      if (stub.sensors.get(sensorId) !== accountId) return { err: { statusCode: 404, code: 'NOT_FOUND', message: '水位センサーが見つかりません。' } };
      return { response: { sensor_id: sensorId, sensor_name: '', status: '9', data: [] } };
    });
    await nats.ready();
    return stub;
  }

  close(): Promise<void> {
    return this.nats.close();
  }
}

describe('linking a paddy field to a water sensor (tag_no, sensor_start_date)', () => {
  let water: WaterStub;
  let fieldId: string;

  beforeAll(async () => {
    water = await WaterStub.start();
  });
  // Declared before the harness so that the stub closes before the service.
  afterAll(async () => {
    await water.close();
  });
  const h = suiteHarness(startFieldsService);
  const farm = perTest(newAccount);
  beforeEach(async () => {
    water.sensors.clear();
    water.asked.length = 0;
    water.waterAccounts.add(farm.accountId);
    water.sensors.set('WL-0001', farm.accountId);
    water.sensors.set('WL-0002', farm.accountId);
    [{ paddy_field_id: fieldId }] = await h.client.call<PaddyField[]>(pf.create, { paddy_fields: [{ map_pos: '36.65,138.18' }] }, farm.context());
  });

  const update = (payload: Record<string, unknown>, account = farm, overrides = {}) =>
    h.client.call<PaddyField>(pf.update, { paddy_field_id: fieldId, ...payload }, account.context(overrides));
  const updateError = (payload: Record<string, unknown>, account = farm, overrides = {}) =>
    h.client.callError(pf.update, { paddy_field_id: fieldId, ...payload }, account.context(overrides));
  const stored = async () =>
    (await h.sql<{ tag_no: string | null; start: string | null }>(
      `SELECT tag_no, to_char(sensor_start_date, 'YYYY-MM-DD') AS start FROM fields.paddy_fields WHERE paddy_field_id = $1`, [fieldId],
    ))[0];

  it('links the account\'s sensor with a start date, checked with the water service under the caller\'s account', async () => {
    const linked = await update({ tag_no: 'WL-0001', sensor_start_date: '2026-05-01', name: '北1' });
    expect(linked).toMatchObject({ name: '北1', tag_no: 'WL-0001', sensor_start_date: '2026-05-01' });
    expect(await stored()).toEqual({ tag_no: 'WL-0001', start: '2026-05-01' });
    expect(water.asked).toEqual([{ sensorId: 'WL-0001', accountId: farm.accountId }]);
    const [listed] = await h.client.call<PaddyField[]>(pf.list, { paddy_field_id: fieldId }, farm.context());
    expect(listed).toMatchObject({ tag_no: 'WL-0001', sensor_start_date: '2026-05-01' });

    // Another sensor replaces it; the start date may stay unset.
    expect(await update({ tag_no: 'WL-0002', sensor_start_date: '' })).toMatchObject({ tag_no: 'WL-0002', sensor_start_date: null });
    expect(water.asked.map((a) => a.sensorId)).toEqual(['WL-0001', 'WL-0002']);
  });

  it('an unchanged link is not asked again: a field whose sensor was deleted since still saves', async () => {
    await update({ tag_no: 'WL-0001', sensor_start_date: '2026-05-01' });
    water.sensors.delete('WL-0001');
    expect(await update({ tag_no: 'WL-0001', sensor_start_date: '2026-05-02', remarks: 'メモ' })).toMatchObject({
      tag_no: 'WL-0001', sensor_start_date: '2026-05-02', remarks: 'メモ',
    });
    expect(await update({ name: '南1' })).toMatchObject({ tag_no: 'WL-0001' });
    expect(water.asked).toHaveLength(1);
  });

  it('unlinking clears the start date too; a start date without a sensor is a 400 and writes nothing', async () => {
    await update({ tag_no: 'WL-0001', sensor_start_date: '2026-05-01' });
    expect(await update({ tag_no: '' })).toMatchObject({ tag_no: null, sensor_start_date: null });
    expect(await stored()).toEqual({ tag_no: null, start: null });

    expect(await updateError({ sensor_start_date: '2026-05-01', name: '北1' })).toEqual({
      statusCode: 400, code: 'VALIDATION_ERROR', field: 'sensor_start_date',
      message: 'センサー開始日を入力するには水位センサーを選択してください。',
    });
    expect(await updateError({ tag_no: null, sensor_start_date: '2026-05-01' })).toMatchObject({ statusCode: 400, field: 'sensor_start_date' });
    const [row] = await h.sql<{ name: string | null }>('SELECT name FROM fields.paddy_fields WHERE paddy_field_id = $1', [fieldId]);
    expect(row.name).toBeNull();
  });

  it('answers 400 with the form message for a bad product ID or date, and asks nobody', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tag_no: 'x'.repeat(101) }, 'tag_no', '入力可能な文字数（100文字）を超えています。'],
      [{ tag_no: 'WL-0001', sensor_start_date: '2026/05/01' }, 'sensor_start_date', 'センサー開始日はYYYY-MM-DDの形式で入力してください。'],
      [{ tag_no: 'WL-0001', sensor_start_date: '2026-02-30' }, 'sensor_start_date', 'センサー開始日はYYYY-MM-DDの形式で入力してください。'],
    ];
    for (const [payload, field, message] of cases) {
      expect(await updateError(payload)).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', field, message });
    }
    expect(await stored()).toEqual({ tag_no: null, start: null });
    expect(water.asked).toHaveLength(0);
  });

  it('another account\'s or an unknown sensor is 404, an account without the water feature 403; nothing is written', async () => {
    const other = newAccount();
    water.waterAccounts.add(other.accountId);
    water.sensors.set('WL-OTHER', other.accountId);
    expect(await updateError({ tag_no: 'WL-OTHER', name: '北1' })).toMatchObject({ statusCode: 404, message: '水位センサーが見つかりません。' });
    expect(await updateError({ tag_no: 'WL-NONE' })).toMatchObject({ statusCode: 404 });

    water.waterAccounts.delete(farm.accountId);
    expect(await updateError({ tag_no: 'WL-0001', sensor_start_date: '2026-05-01' })).toMatchObject({
      statusCode: 403, message: 'この機能は現在ご利用いただけません。',
    });
    const [row] = await h.sql<{ name: string | null; tag_no: string | null }>(
      'SELECT name, tag_no FROM fields.paddy_fields WHERE paddy_field_id = $1', [fieldId],
    );
    expect(row).toEqual({ name: null, tag_no: null });
  });

  it('a sensor deleted in water (EVENTS.sensorDeleted) is unlinked from the account\'s fields of every year, not another account\'s', async () => {
    await update({ tag_no: 'WL-0001', sensor_start_date: '2026-05-01' });
    const lastYear = farm.context({ managementId: newAccount().managementId });
    const [old] = await h.client.call<PaddyField[]>(pf.create, { paddy_fields: [{ map_pos: '36.6,138.1' }] }, lastYear);
    await h.client.call(pf.update, { paddy_field_id: old.paddy_field_id, tag_no: 'WL-0001' }, lastYear);
    const [keep] = await h.client.call<PaddyField[]>(pf.create, { paddy_fields: [{ map_pos: '36.7,138.2' }] }, farm.context());
    await h.client.call(pf.update, { paddy_field_id: keep.paddy_field_id, tag_no: 'WL-0002' }, farm.context());
    const other = newAccount();
    const [foreign] = await h.client.call<PaddyField[]>(pf.create, { paddy_fields: [{ map_pos: '35,139' }] }, other.context());
    await h.sql(`UPDATE fields.paddy_fields SET tag_no = 'WL-0001' WHERE paddy_field_id = $1`, [foreign.paddy_field_id]);

    const event: SensorDeletedEvent = { account_id: farm.accountId, sensor_id: 'WL-0001', deleted_at: new Date().toISOString() };
    const js = h.client.nc.jetstream();
    await js.publish(EVENTS.sensorDeleted, new TextEncoder().encode(JSON.stringify(event)), { msgID: `sensor.deleted:${fieldId}` });
    const links = () => h.sql<{ paddy_field_id: string; tag_no: string | null; start: string | null }>(
      `SELECT paddy_field_id, tag_no, to_char(sensor_start_date, 'YYYY-MM-DD') AS start FROM fields.paddy_fields`,
    );
    expect(await eventually(async () => (await links()).filter((l) => l.tag_no === 'WL-0001').length === 1)).toBe(true);
    const byId = new Map((await links()).map((l) => [l.paddy_field_id, l]));
    expect(byId.get(fieldId)).toMatchObject({ tag_no: null, start: null });
    expect(byId.get(old.paddy_field_id)).toMatchObject({ tag_no: null });
    expect(byId.get(keep.paddy_field_id)).toMatchObject({ tag_no: 'WL-0002' });
    expect(byId.get(foreign.paddy_field_id)).toMatchObject({ tag_no: 'WL-0001' });
  });

  it('another account cannot link this account\'s field (404); a past year or a read-only plan cannot link at all (403)', async () => {
    const other = newAccount();
    water.waterAccounts.add(other.accountId);
    expect(await updateError({ tag_no: 'WL-0001' }, other)).toMatchObject({ statusCode: 404 });
    expect(await updateError({ tag_no: 'WL-0001' }, farm, { pastYear: true })).toMatchObject({ statusCode: 403 });
    expect(await updateError({ tag_no: 'WL-0001' }, farm, { planType: 2 })).toMatchObject({ statusCode: 403 });
    expect(await stored()).toEqual({ tag_no: null, start: null });
    expect(water.asked).toHaveLength(0);
  });
});
