import { EVENTS, WATER_SUBJECTS as W, type PagedList, type SensorAlert, type SensorAlertMailEvent } from '@inasaku/contracts';
import { bootstrapService } from '@inasaku/service-kit';
import type { INestApplication } from '@nestjs/common';
import { eventually, suiteHarness } from '@inasaku/testing';
import { AppModule, SERVICE_NAME } from '../app.module';
import { startSensorsHarness, uniqueProductId, type SensorsHarness } from '../test/sensors-harness';
import { AlertJudgeService } from './alert-judge.service';

let second: INestApplication;

// Declared before the harness so that the replica closes first.
afterAll(async () => {
  await second.close();
});
const h = suiteHarness(startSensorsHarness);
beforeAll(async () => {
  // A second replica of the service in the same process (same database, NATS and Redis).
  second = await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: 0, healthHost: '127.0.0.1' });
});

async function settings(farm: ReturnType<SensorsHarness['farm']>, notify = false) {
  await h.client.call(W.notifications.save, { warn_value: '10', warn_unit: '0', caution_value: '15', caution_unit: '0', notify }, farm.context());
}

const alerts = (farm: ReturnType<SensorsHarness['farm']>, q: Record<string, unknown> = {}) =>
  h.client.call<PagedList<SensorAlert>>(W.alerts.list, q, farm.context());

describe('hourly judgement', () => {
  it('one alert per crossing, naming the sensor, the level and the threshold', async () => {
    const judge = h.app.get(AlertJudgeService);
    const farm = h.farm();
    await settings(farm);
    const pid = uniqueProductId();
    const s = await h.register(farm, pid, '北田');
    const sensor = { id: s.id, accountId: farm.accountId };
    await h.send(sensor, [{ at: new Date(Date.now() - 60_000), level: 11 }]);
    await eventually(async () => (await h.rows(pid)) === 1);
    expect(await judge.judgeAll(new Date())).toBe(1);
    expect(await judge.judgeAll(new Date())).toBe(0); // still above the warning level: no new alert
    await h.send(sensor, [{ at: new Date(Date.now() - 30_000), level: 16 }]);
    await eventually(async () => (await h.rows(pid)) === 2);
    expect(await judge.judgeAll(new Date())).toBe(1);
    const list = await alerts(farm);
    expect(list.total_count).toBe(2);
    expect(list.list.map((a) => a.message)).toEqual([
      `${pid}（北田）の水位が16cmになり、危険水位（15cm以上）に達しました。`,
      `${pid}（北田）の水位が11cmになり、警告水位（10cm以上）に達しました。`,
    ]);
    expect(list.list[0]).toMatchObject({ alert_type: 'danger', sensor_id: pid, sensor_name: '北田' });
    expect(list.list[0].datetime).toMatch(/\+09:00$/);
    // another account sees none of them
    expect((await alerts(h.farm())).total_count).toBe(0);
  });

  it('with notify on, each new alert is handed to the account service to mail (EVENTS.sensorAlertMail)', async () => {
    const judge = h.app.get(AlertJudgeService);
    const farm = h.farm();
    await settings(farm, true);
    const quiet = h.farm();
    await settings(quiet, false);
    const pid = uniqueProductId();
    const s = await h.register(farm, pid, '北田');
    const q = await h.register(quiet, uniqueProductId());
    const mails: SensorAlertMailEvent[] = [];
    const sub = h.client.nc.subscribe(EVENTS.sensorAlertMail, { callback: (_e, m) => mails.push(m.json<SensorAlertMailEvent>()) });
    try {
      await h.send({ id: s.id, accountId: farm.accountId }, [{ at: new Date(Date.now() - 60_000), level: 16 }]);
      await h.send({ id: q.id, accountId: quiet.accountId }, [{ at: new Date(Date.now() - 60_000), level: 16 }]);
      await eventually(async () => (await h.rows(pid)) === 1);
      await eventually(async () => (await h.sql('SELECT 1 FROM water.readings WHERE sensor_id = $1', [q.id])).length === 1);
      expect(await judge.judgeAll(new Date())).toBe(2);
      expect(await eventually(async () => mails.length === 1)).toBe(true);
      await new Promise((r) => setTimeout(r, 300));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ account_id: farm.accountId, subject: `【稲作】水位アラート（${pid}（北田））` });
      expect(mails[0].text).toContain('危険水位（15cm以上）に達しました。');
    } finally {
      sub.unsubscribe();
    }
  });

  it('a sensor silent for 3 hours and a low battery alert once', async () => {
    const judge = h.app.get(AlertJudgeService);
    const farm = h.farm();
    const pid = uniqueProductId();
    const s = await h.register(farm, pid);
    await h.send({ id: s.id, accountId: farm.accountId }, [{ at: new Date(Date.now() - 4 * 3600_000), level: 5, battery: 12 }]);
    await eventually(async () => (await h.rows(pid)) === 1);
    expect(await judge.judgeAll(new Date())).toBe(2);
    expect(await judge.judgeAll(new Date())).toBe(0);
    const types = (await alerts(farm)).list.map((a) => a.alert_type).sort();
    expect(types).toEqual(['battery', 'silent']);
  });

  it('two replicas judge a slot once (Redis lock)', async () => {
    const farm = h.farm();
    await settings(farm);
    const pid = uniqueProductId();
    const s = await h.register(farm, pid);
    await h.send({ id: s.id, accountId: farm.accountId }, [{ at: new Date(Date.now() - 60_000), level: 12 }]);
    await eventually(async () => (await h.rows(pid)) === 1);
    const now = new Date();
    const results = await Promise.all([h.app.get(AlertJudgeService).runSlot(now), second.get(AlertJudgeService).runSlot(now)]);
    expect(results.filter((r) => r.judged)).toHaveLength(1);
    expect((await alerts(farm)).total_count).toBe(1);
  });
});

describe('GET /api/sensor/alert paging (count, latest_alert_id, skip_page)', () => {
  it('pages newest first from the top or after the last alert shown', async () => {
    const farm = h.farm();
    const pid = uniqueProductId();
    const s = await h.register(farm, pid);
    for (let i = 0; i < 20; i += 1) {
      await h.sql(
        `INSERT INTO water.sensor_alerts (alert_id, account_id, sensor_id, product_id, sensor_name, alert_type, message)
         VALUES (gen_random_uuid(), $1, $2, $3, '', 'warning', $4)`,
        [farm.accountId, s.id, pid, `m${i}`],
      );
    }
    const page1 = await alerts(farm, { count: '8' });
    expect(page1.total_count).toBe(20);
    expect(page1.list.map((a) => a.message)).toEqual(['m19', 'm18', 'm17', 'm16', 'm15', 'm14', 'm13', 'm12']);
    const page3 = await alerts(farm, { count: 8, latest_alert_id: page1.list[7].alert_id, skip_page: 1 });
    expect(page3.list.map((a) => a.message)).toEqual(['m3', 'm2', 'm1', 'm0']);
    const page2 = await alerts(farm, { count: 8, skip_page: 1 });
    expect(page2.list[0].message).toBe('m11');
  });
});
