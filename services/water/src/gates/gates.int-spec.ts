import {
  EVENTS, WATER_SUBJECTS,
  type OpenWaterGate, type Paged, type RecordWaterGatesResponse, type WaterGate, type WaterGateLog,
} from '@inasaku/contracts';
import { newAccount, perTest, suiteHarness } from '@inasaku/testing';
import { startWaterService } from '../test/harness';
import { DataSource } from 'typeorm';
import { UnpinGateTimesOutsideFarmYears1796450000000 } from '../migrations/1796450000000-UnpinGateTimesOutsideFarmYears';
import { GATE_CONSUMERS } from './gate-events.listener';

const G = WATER_SUBJECTS.gates;

describe('water gates', () => {
  let north: string;
  let south: string;
  let east: string;

  const h = suiteHarness(startWaterService);
  const farm = perTest(newAccount);
  beforeEach(async () => {
    north = h.fields.add(farm.accountId, farm.managementId, { name: '北1', map_pos: '36.651,138.181' });
    south = h.fields.add(farm.accountId, farm.managementId, { name: '南2', map_pos: '36.652,138.182' });
    east = h.fields.add(farm.accountId, farm.managementId, { name: '東3', map_pos: '36.653,138.183' });
  });

  const form = (over: object = {}) => ({
    water_gate_status: 2, water_gate_time: '2025-06-01T06:30:00+09:00', water_gate_worker: '山田、佐藤', ...over,
  });
  const recordSupply = (ids: string[], over: object = {}, account = farm) =>
    h.client.call<RecordWaterGatesResponse>(G.recordSupply, { paddy_field_ids: ids, ...form(over) }, account.context());
  const recordOut = (ids: string[], over: object = {}, account = farm) =>
    h.client.call<RecordWaterGatesResponse>(G.recordOut, { paddy_field_ids: ids, ...form(over) }, account.context());
  const map = (account = farm) => h.client.call<WaterGate[]>(G.map, {}, account.context());
  const openSupply = () => h.client.call<OpenWaterGate[]>(G.openSupply, {}, farm.context());
  const openOut = () => h.client.call<OpenWaterGate[]>(G.openOut, {}, farm.context());
  const logs = (query: object = {}) => h.client.call<Paged<WaterGateLog>>(G.logs, query, farm.context());
  const rowCounts = async () => {
    const [{ gates, logs: l }] = await h.sql<{ gates: number; logs: number }>(
      'SELECT (SELECT count(*)::int FROM water.water_gates) AS gates, (SELECT count(*)::int FROM water.water_gate_logs) AS logs',
    );
    return { gates, logs: l };
  };

  it('shows every field of the year on the map with both gates closed before anything is recorded', async () => {
    const gates = await map();
    expect(gates.map((g) => [g.name, g.map_pos, g.water_supply_gate_status, g.water_out_gate_status, g.water_supply_gate_time])).toEqual([
      ['北1', '36.651,138.181', 0, 0, null],
      ['南2', '36.652,138.182', 0, 0, null],
      ['東3', '36.653,138.183', 0, 0, null],
    ]);
    expect(await openSupply()).toEqual([]);
    expect(await logs()).toEqual({ list: [], total_count: 0 });
  });

  it('records supply for three fields then drain for one: map, open lists and the log agree', async () => {
    const supply = await recordSupply([north, south, east], { water_gate_status: 2 });
    expect(supply).toMatchObject({ gate_type: 1, water_gate_status: 2, water_gate_time: '2025-06-01T06:30:00+09:00', paddy_field_ids: [north, south, east] });
    expect(supply.log_ids).toHaveLength(3);
    await recordOut([south], { water_gate_status: 1, water_gate_time: '2025-06-01T07:00:00+09:00', water_gate_worker: '鈴木' });

    const byName = new Map((await map()).map((g) => [g.name, g]));
    expect(byName.get('北1')).toMatchObject({ water_supply_gate_status: 2, water_out_gate_status: 0, water_supply_gate_worker: '山田、佐藤' });
    expect(byName.get('南2')).toMatchObject({
      water_supply_gate_status: 2, water_out_gate_status: 1, water_out_gate_time: '2025-06-01T07:00:00+09:00', water_out_gate_worker: '鈴木',
    });

    const supplyOpen = await openSupply();
    expect(supplyOpen.map((g) => g.paddy_field_name).sort()).toEqual(['北1', '南2', '東3']);
    expect(supplyOpen.every((g) => g.water_gate_status === 2 && g.water_gate_time === '2025-06-01T06:30:00+09:00')).toBe(true);
    expect(await openOut()).toEqual([
      { paddy_field_id: south, paddy_field_name: '南2', water_gate_status: 1, water_gate_time: '2025-06-01T07:00:00+09:00', water_gate_worker: '鈴木' },
    ]);

    const page = await logs();
    expect(page.total_count).toBe(4);
    expect(page.list[0]).toMatchObject({
      gate_type: 2, gate_status: '1', datetime: '2025-06-01T07:00:00+09:00', worker: '鈴木', paddy_field_name: '南2', user_id: farm.userId,
    });
    expect(page.list.slice(1).map((l) => [l.gate_type, l.gate_status, l.worker]).every(([t, s, w]) => t === 1 && s === '2' && w === '山田、佐藤')).toBe(true);
    expect(page.list.slice(1).map((l) => l.paddy_field_name).sort()).toEqual(['北1', '南2', '東3']);

    // Closing one supply gate takes it off the open list.
    await recordSupply([north], { water_gate_status: 0, water_gate_time: '2025-06-01T18:00:00+09:00' });
    expect((await openSupply()).map((g) => g.paddy_field_name).sort()).toEqual(['南2', '東3']);
  });

  it('pages the log 8 at a time, newest work datetime first, with the cursor of spec 001 §4', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => h.fields.add(farm.accountId, farm.managementId, { name: `田${i}` }));
    for (let i = 0; i < 10; i++) {
      await recordSupply([ids[i]], { water_gate_time: `2025-06-${String(i + 1).padStart(2, '0')}T08:00:00+09:00` });
    }
    const first = await logs();
    expect(first.total_count).toBe(10);
    expect(first.list.map((l) => l.paddy_field_name)).toEqual(['田9', '田8', '田7', '田6', '田5', '田4', '田3', '田2']);
    const second = await logs({ count: 8, latest_log_id: first.list[7].log_id, skip_page: 0 });
    expect(second.list.map((l) => l.paddy_field_name)).toEqual(['田1', '田0']);
    const back = await logs({ count: 8, skip_page: 1 });
    expect(back.list.map((l) => l.paddy_field_name)).toEqual(['田1', '田0']);

    const year = await h.client.call<WaterGateLog[]>(G.yearLogs, {}, farm.context());
    expect(year.map((l) => l.paddy_field_name)).toEqual(['田9', '田8', '田7', '田6', '田5', '田4', '田3', '田2', '田1', '田0']);
  });

  it('keeps a newer state when an older record is entered late, and logs both', async () => {
    await recordSupply([north], { water_gate_status: 2, water_gate_time: '2025-06-01T12:00:00+09:00' });
    await recordSupply([north], { water_gate_status: 0, water_gate_time: '2025-06-01T06:00:00+09:00' });
    expect((await map()).find((g) => g.paddy_field_id === north)?.water_supply_gate_status).toBe(2);
    expect((await logs()).list.map((l) => l.gate_status)).toEqual(['2', '0']);
  });

  it.each([
    ['a status outside 0, 1, 2', { water_gate_status: 3 }, '選択肢の中から選択してください。', 'water_gate_status'],
    ['a 101-character worker', { water_gate_worker: 'あ'.repeat(101) }, '入力可能な文字数（100文字）を超えています。', 'water_gate_worker'],
    ['no worker', { water_gate_worker: '' }, '作業者は必須項目です。', 'water_gate_worker'],
    ['no work datetime', { water_gate_time: null }, '作業日時は必須項目です。', 'water_gate_time'],
  ])('refuses %s with 400 and a Japanese message, writing nothing', async (_label, over, message, field) => {
    const err = await h.client.callError(G.recordSupply, { paddy_field_ids: [north, south], ...form(over) }, farm.context());
    expect(err).toMatchObject({ statusCode: 400, message, field });
    expect(await rowCounts()).toEqual({ gates: 0, logs: 0 });
  });

  it.each([
    ['an impossible date', '2026-02-30T00:00:00Z', '作業日時の日付が正しくありません。'],
    ['24:00', '2026-06-01T24:00:00Z', '作業日時の時刻が正しくありません。'],
    ['the year 0000', '0000-06-01T06:30:00+09:00', '作業日時は2000年から2100年までの日時で指定してください。'],
    ['the year 1899', '1899-06-01T06:30:00+09:00', '作業日時は2000年から2100年までの日時で指定してください。'],
    ['the year 9999', '9999-06-01T06:30:00+09:00', '作業日時は2000年から2100年までの日時で指定してください。'],
    ['the offset +99:99', '2026-06-01T06:30:00+99:99', expect.stringContaining('作業日時の時差')],
  ])('refuses a work datetime with %s (400, Japanese message naming the field), writing nothing', async (_label, time, message) => {
    const err = await h.client.callError(G.recordSupply, { paddy_field_ids: [north], ...form({ water_gate_time: time }) }, farm.context());
    expect(err).toMatchObject({ statusCode: 400, message, field: 'water_gate_time' });
    expect(await rowCounts()).toEqual({ gates: 0, logs: 0 });
  });

  it('a gate state dated in the future (a row written before times were checked) does not outlive the next record', async () => {
    await recordSupply([north], { water_gate_status: 2, water_gate_time: '2025-06-01T06:30:00+09:00' });
    await h.sql(`UPDATE water.water_gates SET supply_time = '9999-06-01T06:30:00+09:00' WHERE paddy_field_id = $1`, [north]);
    await recordSupply([north], { water_gate_status: 0, water_gate_time: '2025-06-02T06:30:00+09:00' });
    expect((await map()).find((g) => g.paddy_field_id === north)).toMatchObject({
      water_supply_gate_status: 0, water_supply_gate_time: '2025-06-02T06:30:00+09:00',
    });
    expect(await openSupply()).toEqual([]);
  });

  it('the migration sets a gate pinned by a 9999 record from its newest real log, and leaves the logs as written', async () => {
    await recordSupply([north, south], { water_gate_status: 2, water_gate_time: '2025-06-01T06:30:00+09:00' });
    await recordSupply([north], { water_gate_status: 0, water_gate_time: '2025-06-02T06:30:00+09:00', water_gate_worker: '鈴木' });
    // As before times were checked: a 全開 record dated 9999 that the later 閉門 could not replace.
    await h.sql(`UPDATE water.water_gates SET supply_status = 2, supply_time = '9999-06-01T00:00:00Z', supply_worker = '誤入力'`);
    await h.sql(
      `INSERT INTO water.water_gate_logs (log_id, account_id, management_id, paddy_field_id, gate_type, gate_status, datetime, worker)
       VALUES (gen_random_uuid(), $1, $2, $3, 1, 2, '9999-06-01T00:00:00Z', '誤入力')`,
      [farm.accountId, farm.managementId, north],
    );
    const runner = h.app.get(DataSource).createQueryRunner();
    try {
      await new UnpinGateTimesOutsideFarmYears1796450000000().up(runner);
    } finally {
      await runner.release();
    }
    const byId = new Map((await map()).map((g) => [g.paddy_field_id, g]));
    expect(byId.get(north)).toMatchObject({ water_supply_gate_status: 0, water_supply_gate_time: '2025-06-02T06:30:00+09:00', water_supply_gate_worker: '鈴木' });
    expect(byId.get(south)).toMatchObject({ water_supply_gate_status: 2, water_supply_gate_time: '2025-06-01T06:30:00+09:00' });
    expect((await openSupply()).map((g) => g.paddy_field_id)).toEqual([south]);
    expect(await rowCounts()).toEqual({ gates: 2, logs: 4 });
    expect(await h.sql('SELECT paddy_field_id FROM water.gate_logs_outside_farm_years')).toEqual([{ paddy_field_id: north }]);
  });

  it("refuses another account's field (404) and writes nothing, not even the account's own fields", async () => {
    const other = newAccount();
    const theirs = h.fields.add(other.accountId, other.managementId, { name: '他人の田' });
    const err = await h.client.callError(G.recordSupply, { paddy_field_ids: [north, theirs], ...form() }, farm.context());
    expect(err.statusCode).toBe(404);
    expect(await rowCounts()).toEqual({ gates: 0, logs: 0 });
    // Nor does the other account see anything of ours.
    await recordSupply([north]);
    expect((await map(other)).map((g) => g.name)).toEqual(['他人の田']);
    expect((await h.client.call<Paged<WaterGateLog>>(G.logs, {}, other.context())).total_count).toBe(0);
  });

  it("refuses a field of another year of the same account (404)", async () => {
    const lastYear = h.fields.add(farm.accountId, 'b0a1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d', { name: '昨年の田' });
    const err = await h.client.callError(G.recordOut, { paddy_field_ids: [lastYear], ...form() }, farm.context());
    expect(err.statusCode).toBe(404);
    expect(await rowCounts()).toEqual({ gates: 0, logs: 0 });
  });

  it('refuses to record in a past year or on a read-only plan (403), but still shows the map', async () => {
    for (const context of [farm.context({ pastYear: true }), farm.context({ planType: 2 }), farm.context({ planType: 4 })]) {
      const err = await h.client.callError(G.recordSupply, { paddy_field_ids: [north], ...form() }, context);
      expect(err.statusCode).toBe(403);
      expect((await h.client.call<WaterGate[]>(G.map, {}, context)).length).toBe(3);
    }
    expect(await rowCounts()).toEqual({ gates: 0, logs: 0 });
    // An admin is never read-only.
    await h.client.call(G.recordSupply, { paddy_field_ids: [north], ...form() }, farm.context({ planType: 2, admin: true }));
    expect(await rowCounts()).toEqual({ gates: 1, logs: 1 });
  });

  it('follows the fields service: a renamed field shows its new name, a deleted one leaves the map and the open list', async () => {
    await recordSupply([north, south]);
    h.fields.rename(north, '北1（改）');
    h.fields.remove(south);
    await h.publish(EVENTS.paddyFieldDeleted, {
      account_id: farm.accountId, management_id: farm.managementId, paddy_field_ids: [south], deleted_at: new Date().toISOString(),
    }, `paddy-field.deleted:${south}`);
    expect(await h.drained(GATE_CONSUMERS.paddyFieldDeleted)).toBe(true);

    expect((await map()).map((g) => g.name)).toEqual(['北1（改）', '東3']);
    expect((await openSupply()).map((g) => g.paddy_field_name)).toEqual(['北1（改）']);
    const [{ count }] = await h.sql<{ count: number }>('SELECT count(*)::int AS count FROM water.water_gates WHERE paddy_field_id = $1', [south]);
    expect(count).toBe(0);
    // The log keeps what was recorded, under the name it had.
    expect((await logs()).list.map((l) => l.paddy_field_name).sort()).toEqual(['北1', '南2']);

    const added = h.fields.add(farm.accountId, farm.managementId, { name: '新田' });
    expect((await map()).map((g) => g.paddy_field_id)).toContain(added);
  });

  it('removes every gate row of a deleted account and nothing of others', async () => {
    const other = newAccount();
    const theirs = h.fields.add(other.accountId, other.managementId, { name: '他' });
    await recordSupply([north]);
    await recordSupply([theirs], {}, other);
    await h.publish(EVENTS.accountDeleted, { account_id: farm.accountId }, `account.deleted:${farm.accountId}`);
    expect(await h.drained(GATE_CONSUMERS.accountDeleted)).toBe(true);
    for (const table of ['water_gates', 'water_gate_logs']) {
      const rows = await h.sql<{ account_id: string }>(`SELECT DISTINCT account_id FROM water.${table}`);
      expect({ table, accounts: rows.map((r) => r.account_id) }).toEqual({ table, accounts: [other.accountId] });
    }
  });
});
