import {
  WATER_SUBJECTS as W, type PagedList, type Sensor, type SensorReading, type YearlySensorSeries,
} from '@inasaku/contracts';
import { tokyoInstant } from '@inasaku/domain';
import { suiteHarness } from '@inasaku/testing';
import type { TestAccount } from '../test/harness';
import { startSensorsHarness, uniqueProductId } from '../test/sensors-harness';

/**
 * The read statements of ./readings.sql against the real partitioned table: readings written
 * straight into water.readings (the months of 2025-2027 and the default partition exist from the
 * migration), read through the service as the gateway asks. Each case has readings on the wrong
 * side of a +0900 day, month or year boundary, where a statement pruned or bounded wrongly (or
 * read in UTC) would answer other points.
 */

const h = suiteHarness(() => startSensorsHarness({ WATER_READINGS_CONSUMER: 'false' }));

async function sensorWith(farm: TestAccount, readings: [Date, number][]): Promise<{ pid: string; id: string }> {
  const pid = uniqueProductId();
  const { id } = await h.register(farm, pid);
  for (const [at, level] of readings) {
    await h.sql(`INSERT INTO water.readings (sensor_id, measured_at, water_level, water_temperature) VALUES ($1, $2, $3, 20)`, [id, at, level]);
  }
  // What the readings consumer keeps on the sensor row: its latest reading.
  await h.sql(
    `UPDATE water.sensors s SET last_measured_at = l.measured_at, last_level = l.water_level, last_temperature = l.water_temperature,
       readings_version = s.readings_version + 1
     FROM (SELECT measured_at, water_level, water_temperature FROM water.readings WHERE sensor_id = $1 ORDER BY measured_at DESC LIMIT 1) l
     WHERE s.id = $1`,
    [id],
  );
  return { pid, id };
}

const points = (s: YearlySensorSeries) => s.points.map((p) => [p.datetime, p.water_level]);

describe('yearly points (00:00 and 12:00 +0900, or the latest in the hour before)', () => {
  it('takes each point from the right month and year, at +0900', async () => {
    const farm = h.farm();
    const { pid } = await sensorWith(farm, [
      [tokyoInstant(2025, 12, 31, 12, 0), 99], // 2025's last noon: not a 2026 point
      [tokyoInstant(2025, 12, 31, 23, 30), 1], // December's partition, the 2026-01-01 00:00 point
      [tokyoInstant(2026, 1, 1, 11, 0), 3], // exactly an hour before noon: outside the hour
      [tokyoInstant(2026, 1, 1, 11, 5), 11], // older than the 11:10 one: not the noon point
      [tokyoInstant(2026, 1, 1, 11, 10), 2], // 2026-01-01 12:00
      [new Date(tokyoInstant(2026, 1, 1, 12).getTime() + 1000), 4], // 12:00:01: after noon, nothing
      [tokyoInstant(2026, 2, 28, 23, 59), 6], // before the March 1 00:00 reading: not taken
      [tokyoInstant(2026, 3, 1, 0, 0), 5], // exactly on the point, first instant of March
      [new Date(Date.UTC(2026, 5, 15, 0, 0)), 9], // 00:00 UTC is 09:00 +0900: no point
      [new Date(Date.UTC(2026, 5, 15, 15, 0)), 10], // 15:00 UTC is 2026-06-16 00:00 +0900
      [tokyoInstant(2026, 12, 31, 11, 30), 7], // the year's last point (12:00 on 12/31)
      [tokyoInstant(2027, 1, 1, 0, 0), 8], // next year's first point
    ]);
    const year = await h.client.call<{ list: YearlySensorSeries[] }>(W.readings.yearly, { year: 2026, sensor_id: pid }, farm.context());
    expect(year.list).toHaveLength(1);
    expect(points(year.list[0])).toEqual([
      ['2025-12-31T23:30:00+09:00', 1],
      ['2026-01-01T11:10:00+09:00', 2],
      ['2026-03-01T00:00:00+09:00', 5],
      ['2026-06-16T00:00:00+09:00', 10],
      ['2026-12-31T11:30:00+09:00', 7],
    ]);
    const january = await h.client.call<{ list: YearlySensorSeries[] }>(W.readings.yearly, { year: 2026, month: 1, sensor_id: pid }, farm.context());
    expect(points(january.list[0])).toEqual([['2025-12-31T23:30:00+09:00', 1], ['2026-01-01T11:10:00+09:00', 2]]);
    // The report page: every sensor of the account in one call, each with its own points.
    const second = await sensorWith(farm, [
      [tokyoInstant(2026, 3, 15, 11, 30), 31],
      [tokyoInstant(2026, 3, 1, 0, 0), 30],
      [tokyoInstant(2026, 3, 31, 23, 30), 32], // the 04-01 00:00 point: April, not a March one
    ]);
    await sensorWith(farm, []);
    const march = await h.client.call<{ list: YearlySensorSeries[] }>(W.readings.yearly, { year: 2026, month: 3 }, farm.context());
    expect(march.list).toHaveLength(3);
    const series = new Map(march.list.map((x) => [x.sensor_id, x]));
    expect(points(series.get(pid)!)).toEqual([['2026-03-01T00:00:00+09:00', 5]]);
    expect(points(series.get(second.pid)!)).toEqual([['2026-03-01T00:00:00+09:00', 30], ['2026-03-15T11:30:00+09:00', 31]]);
    expect(march.list.filter((x) => x.points.length === 0)).toHaveLength(1);
    const next = await h.client.call<{ list: YearlySensorSeries[] }>(W.readings.yearly, { year: 2027, sensor_id: pid }, farm.context());
    expect(points(next.list[0])).toEqual([['2027-01-01T00:00:00+09:00', 8]]);
    // The yearly table: the same points, newest first.
    const table = await h.client.call<PagedList<SensorReading>>(W.readings.yearlyTable, { year: 2026, sensor_id: pid }, farm.context());
    expect(table.list.map((r) => r.water_level)).toEqual([7, 10, 5, 2, 1]);
  });
});

describe('the map: each sensor with its latest 7 readings', () => {
  it('reads across a month boundary, and for a sensor silent for a year only its own last 35 days', async () => {
    const farm = h.farm();
    // Every 10 minutes from 23:00 on October 31 to 00:20 on November 1 (+0900): 9 readings.
    const lively = await sensorWith(farm, Array.from({ length: 9 }, (_, i) => [new Date(tokyoInstant(2026, 10, 31, 23, 0).getTime() + i * 600_000), i] as [Date, number]));
    const silent = await sensorWith(farm, [
      [tokyoInstant(2025, 9, 20, 12, 0), 50], // more than 35 days before its last: not shown
      [tokyoInstant(2025, 10, 31, 12, 0), 51],
      [tokyoInstant(2025, 11, 1, 12, 0), 52],
    ]);
    const unlinked = await sensorWith(farm, []);
    await sensorWith(h.farm(), [[tokyoInstant(2026, 11, 1, 0, 30), 77]]); // another account's
    const map = await h.client.call<PagedList<Sensor>>(W.sensors.list, {}, farm.context());
    const byId = new Map(map.list.map((s) => [s.sensor_id, s]));
    expect(map.list.map((s) => s.sensor_id).sort()).toEqual([lively.pid, silent.pid, unlinked.pid].sort());
    expect(byId.get(lively.pid)!.data.map((r) => [r.datetime, r.water_level])).toEqual([
      ['2026-11-01T00:20:00+09:00', 8], ['2026-11-01T00:10:00+09:00', 7], ['2026-11-01T00:00:00+09:00', 6],
      ['2026-10-31T23:50:00+09:00', 5], ['2026-10-31T23:40:00+09:00', 4], ['2026-10-31T23:30:00+09:00', 3], ['2026-10-31T23:20:00+09:00', 2],
    ]);
    expect(byId.get(lively.pid)!.datetime).toBe('2026-11-01T00:20:00+09:00');
    expect(byId.get(silent.pid)!.data.map((r) => r.water_level)).toEqual([52, 51]);
    expect(byId.get(unlinked.pid)!.data).toEqual([]);
    expect(byId.get(unlinked.pid)!.status).toBe('9');
  });
});

describe('raw readings of a span', () => {
  it('answers [from, to] at +0900 newest first, across a month boundary, and only this sensor', async () => {
    const farm = h.farm();
    const at = (d: number, hh: number, mm: number) => (d === 31 ? tokyoInstant(2026, 10, 31, hh, mm) : tokyoInstant(2026, 11, 1, hh, mm));
    const { pid } = await sensorWith(farm, [
      [at(31, 21, 59), 1], // before from
      [at(31, 22, 0), 2], // from (inclusive)
      [at(31, 23, 50), 3],
      [at(1, 0, 10), 4],
      [at(1, 1, 0), 5], // to (inclusive)
      [at(1, 1, 1), 6], // after to
    ]);
    await sensorWith(farm, [[at(1, 0, 0), 40]]);
    const raw = await h.client.call<PagedList<SensorReading>>(
      W.readings.raw, { sensor_id: pid, from_datetime: '2026-10-31T22:00:00+09:00', to_datetime: '2026-11-01 01:00:00' }, farm.context(),
    );
    expect(raw.list.map((r) => [r.datetime, r.water_level])).toEqual([
      ['2026-11-01T01:00:00+09:00', 5], ['2026-11-01T00:10:00+09:00', 4], ['2026-10-31T23:50:00+09:00', 3], ['2026-10-31T22:00:00+09:00', 2],
    ]);
    expect(raw.total_count).toBe(4);
  });
});
