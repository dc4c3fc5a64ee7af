/**
 * The read statements of water.readings, in one place so that scripts/bench-sensor-reads.mjs
 * EXPLAINs exactly what the service sends (it loads the built copy of this file). No imports:
 * plain strings.
 *
 * water.readings is partitioned by month of measured_at (+0900) with the key (sensor_id,
 * measured_at). Every statement names one sensor and a bounded time span, so PostgreSQL prunes
 * to the months involved: at plan time when the bounds are parameters ($n), at run time (the
 * other partitions are "never executed") when they come from the outer row of a LATERAL join.
 */

export const READING_COLUMNS = 'sensor_id, measured_at, water_level, water_temperature, battery, signal';

/** One sensor's readings in [$2, $3], newest first, at most $4 (the raw 3 hours, a span). */
export const SPAN_SQL = `SELECT ${READING_COLUMNS} FROM water.readings
  WHERE sensor_id = $1 AND measured_at >= $2 AND measured_at <= $3
  ORDER BY measured_at DESC LIMIT $4`;

/**
 * The latest $3 readings of each sensor ($1 ids, $2 each one's last measured time, from the
 * sensors row), looking back at most LATEST_LOOKBACK_DAYS, newest first: the map's 7 points of 500
 * sensors in one statement. Each sensor walks the key backwards from its last reading (one or two
 * months). $4 and $5 bound all of them (the earliest last minus the lookback, the latest last) as
 * parameters, so that the planner keeps only those months instead of planning every partition
 * (37 and more) for each statement.
 */
export const LATEST_LOOKBACK_DAYS = 35;
export const LATEST_SQL = `SELECT r.* FROM unnest($1::uuid[], $2::timestamptz[]) AS s(id, last)
  CROSS JOIN LATERAL (
    SELECT ${READING_COLUMNS} FROM water.readings r
    WHERE r.sensor_id = s.id AND r.measured_at <= s.last AND r.measured_at > s.last - interval '${LATEST_LOOKBACK_DAYS} days'
      AND r.measured_at > $4::timestamptz AND r.measured_at <= $5::timestamptz
    ORDER BY r.measured_at DESC LIMIT $3
  ) r`;

/** The parameters of LATEST_SQL (sensors with a last reading). */
export function latestParams(sensors: { id: string; last: Date }[], count: number): unknown[] {
  let min = Infinity;
  let max = -Infinity;
  for (const s of sensors) {
    min = Math.min(min, s.last.getTime());
    max = Math.max(max, s.last.getTime());
  }
  return [sensors.map((s) => s.id), sensors.map((s) => s.last), count, new Date(min - LATEST_LOOKBACK_DAYS * 86_400_000), new Date(max)];
}

/**
 * For each sensor of $1 and each point time of $2 (the yearly chart's 00:00 and 12:00 +0900), the
 * sensor's reading at that time or the latest in the $3 milliseconds before it; points without
 * one are left out (rows in no particular order). One statement for one sensor's chart and for
 * the report page's every sensor of the account (one round trip instead of one per sensor).
 * $4 and $5 are the first point minus the lookback and the last point: the same bounds as the
 * points', given as parameters so that the planner keeps only the months of the year (or month)
 * asked for; each point then reads one index leaf of its month.
 */
export const POINTS_SQL = `SELECT r.* FROM unnest($1::uuid[]) AS s(id) CROSS JOIN unnest($2::timestamptz[]) AS p(t)
  CROSS JOIN LATERAL (
    SELECT ${READING_COLUMNS} FROM water.readings r
    WHERE r.sensor_id = s.id AND r.measured_at <= p.t AND r.measured_at > p.t - ($3::int * interval '1 millisecond')
      AND r.measured_at > $4::timestamptz AND r.measured_at <= $5::timestamptz
    ORDER BY r.measured_at DESC LIMIT 1
  ) r`;

/** The parameters of POINTS_SQL. */
export function pointsParams(sensorIds: string[], times: Date[], lookbackMs: number): unknown[] {
  const first = times.reduce((m, t) => (t < m ? t : m), times[0]);
  const last = times.reduce((m, t) => (t > m ? t : m), times[0]);
  return [sensorIds, times, lookbackMs, new Date(first.getTime() - lookbackMs), last];
}
