import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { GridCell } from '@inasaku/domain';
import type { DayRow, HourRow } from './weather-rows';

export interface CellRow {
  cellId: string;
  latitude: number;
  longitude: number;
  refreshedAt: Date | null;
  historyYear: number | null;
  /** a fill is running (or crashed) since then */
  historyClaimedAt: Date | null;
  climateYear: number | null;
  currentTemperature: number | null;
  currentAt: Date | null;
}

export interface StoredDay {
  date: string;
  weather_type: string;
  temperature_high: number | null;
  temperature_low: number | null;
  temperature_ave: number | null;
  precip_intensity: number | null;
  precip_total: number | null;
  wind_speed: number | null;
  precip_probability: number | null;
  forecast: boolean;
}

export interface StoredHour {
  at: Date;
  weather_type: string;
  temperature: number | null;
  precip_probability: number | null;
  precip_intensity: number | null;
  wind_speed: number | null;
  wind_bearing: number | null;
}

const CELL_COLUMNS = `
  c.cell_id AS "cellId", c.latitude, c.longitude, c.refreshed_at AS "refreshedAt", c.history_year AS "historyYear", c.history_claimed_at AS "historyClaimedAt",
  c.climate_year AS "climateYear", c.current_temperature AS "currentTemperature", c.current_at AS "currentAt"`;

/** Cells, account positions and the weather rows of the cells (plain SQL: bulk upserts). */
@Injectable()
export class CellsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Files the account under the cell (created if new); true when the account's cell changed. */
  async setPosition(accountId: string, latitude: number, longitude: number, cell: GridCell): Promise<boolean> {
    return this.db.transaction(async (m) => {
      await m.query(
        `INSERT INTO weather.cells (cell_id, latitude, longitude) VALUES ($1, $2, $3) ON CONFLICT (cell_id) DO NOTHING`,
        [cell.cell_id, cell.latitude, cell.longitude],
      );
      const before: { cell_id: string }[] = await m.query(
        `SELECT cell_id FROM weather.account_positions WHERE account_id = $1 FOR UPDATE`, [accountId],
      );
      await m.query(
        `INSERT INTO weather.account_positions (account_id, latitude, longitude, cell_id, updated_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (account_id) DO UPDATE SET latitude = $2, longitude = $3, cell_id = $4, updated_at = now()`,
        [accountId, latitude, longitude, cell.cell_id],
      );
      return before[0]?.cell_id !== cell.cell_id;
    });
  }

  async cellOfAccount(accountId: string): Promise<CellRow | null> {
    const rows: CellRow[] = await this.db.query(
      `SELECT ${CELL_COLUMNS} FROM weather.account_positions p JOIN weather.cells c ON c.cell_id = p.cell_id WHERE p.account_id = $1`,
      [accountId],
    );
    return rows[0] ?? null;
  }

  async cell(cellId: string): Promise<CellRow | null> {
    const rows: CellRow[] = await this.db.query(`SELECT ${CELL_COLUMNS} FROM weather.cells c WHERE c.cell_id = $1`, [cellId]);
    return rows[0] ?? null;
  }

  async deleteAccount(accountId: string): Promise<void> {
    await this.db.query(`DELETE FROM weather.account_positions WHERE account_id = $1`, [accountId]);
    await this.db.query(`DELETE FROM weather.settings WHERE account_id = $1`, [accountId]);
  }

  /** Cells with at least one account: only those are refreshed. */
  async activeCellCount(): Promise<number> {
    const rows: { n: string }[] = await this.db.query(
      `SELECT count(*) AS n FROM weather.cells c WHERE EXISTS (SELECT 1 FROM weather.account_positions p WHERE p.cell_id = c.cell_id)`,
    );
    return Number(rows[0].n);
  }

  /** Active cells whose forecast is older than `interval` and whose next attempt is due, oldest first. */
  async dueForRefresh(now: Date, intervalMs: number, limit: number): Promise<CellRow[]> {
    return this.db.query(
      `SELECT ${CELL_COLUMNS} FROM weather.cells c
        WHERE EXISTS (SELECT 1 FROM weather.account_positions p WHERE p.cell_id = c.cell_id)
          AND c.next_refresh_at <= $1
          AND (c.refreshed_at IS NULL OR c.refreshed_at <= $2)
        ORDER BY c.refreshed_at ASC NULLS FIRST, c.cell_id
        LIMIT $3`,
      [now, new Date(now.getTime() - intervalMs), limit],
    );
  }

  /** Active cells whose history of `year` is not filled, not claimed meanwhile, and due. */
  async dueForHistory(now: Date, year: number, limit: number): Promise<CellRow[]> {
    return this.db.query(
      `SELECT ${CELL_COLUMNS} FROM weather.cells c
        WHERE EXISTS (SELECT 1 FROM weather.account_positions p WHERE p.cell_id = c.cell_id)
          AND c.history_year IS DISTINCT FROM $2 AND c.next_history_at <= $1
          AND (c.history_claimed_at IS NULL OR c.history_claimed_at < $1::timestamptz - interval '10 minutes')
        ORDER BY c.created_at LIMIT $3`,
      [now, year, limit],
    );
  }

  /**
   * Claims the filling of a cell's history for `year`: true for exactly one caller while the
   * history is not filled (a claim older than 10 minutes is taken to be a crashed replica's).
   */
  async claimHistory(cellId: string, year: number): Promise<boolean> {
    const result: unknown[] = await this.db.query(
      `UPDATE weather.cells SET history_claimed_at = now()
        WHERE cell_id = $1 AND history_year IS DISTINCT FROM $2
          AND (history_claimed_at IS NULL OR history_claimed_at < now() - interval '10 minutes')
        RETURNING cell_id`,
      [cellId, year],
    );
    // TypeORM answers an UPDATE ... RETURNING as [rows, affected].
    const rows = Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
    return rows.length > 0;
  }

  async historyFilled(cellId: string, year: number, climateYear: number | null): Promise<void> {
    await this.db.query(
      `UPDATE weather.cells SET history_year = $2, climate_year = COALESCE($3, climate_year), history_claimed_at = NULL WHERE cell_id = $1`,
      [cellId, year, climateYear],
    );
  }

  async historyFailed(cellId: string, retryAt: Date): Promise<void> {
    await this.db.query(`UPDATE weather.cells SET history_claimed_at = NULL, next_history_at = $2 WHERE cell_id = $1`, [cellId, retryAt]);
  }

  async refreshed(cellId: string, at: Date, nextAt: Date, current: { temperature: number | null; at: Date } | null): Promise<void> {
    await this.db.query(
      `UPDATE weather.cells SET refreshed_at = $2, next_refresh_at = $3,
              current_temperature = COALESCE($4, current_temperature), current_at = COALESCE($5, current_at)
        WHERE cell_id = $1`,
      [cellId, at, nextAt, current?.temperature ?? null, current && current.temperature !== null ? current.at : null],
    );
  }

  /** Upserts days; `keepMeasured`: a forecast never overwrites a day the archive already measured. */
  async upsertDays(cellId: string, days: readonly DayRow[], keepMeasured: boolean): Promise<void> {
    if (days.length === 0) return;
    const col = <K extends keyof DayRow>(k: K) => days.map((d) => d[k]);
    await this.db.query(
      `INSERT INTO weather.days (cell_id, date, weather_type, temperature_high, temperature_low, temperature_ave,
                                 precip_intensity, precip_total, wind_speed, precip_probability, forecast, fetched_at)
       SELECT $1, * , now() FROM unnest($2::date[], $3::varchar[], $4::real[], $5::real[], $6::real[], $7::real[], $8::real[],
                                       $9::real[], $10::smallint[], $11::boolean[])
       ON CONFLICT (cell_id, date) DO UPDATE SET
         weather_type = EXCLUDED.weather_type, temperature_high = EXCLUDED.temperature_high,
         temperature_low = EXCLUDED.temperature_low,
         temperature_ave = COALESCE(EXCLUDED.temperature_ave, weather.days.temperature_ave),
         precip_intensity = EXCLUDED.precip_intensity, precip_total = EXCLUDED.precip_total, wind_speed = EXCLUDED.wind_speed,
         precip_probability = COALESCE(EXCLUDED.precip_probability, weather.days.precip_probability),
         forecast = EXCLUDED.forecast, fetched_at = now()
       ${keepMeasured ? 'WHERE weather.days.forecast OR EXCLUDED.forecast = false' : ''}`,
      [cellId, col('date'), col('weatherType'), col('temperatureHigh'), col('temperatureLow'), col('temperatureAve'),
        col('precipIntensity'), col('precipTotal'), col('windSpeed'), col('precipProbability'), col('forecast')],
    );
  }

  /** Replaces the hours of the cell in the range the answer covers, and prunes hours older than 14 days. */
  async upsertHours(cellId: string, hours: readonly HourRow[]): Promise<void> {
    if (hours.length === 0) return;
    const at = hours.map((h) => `${h.time}:00+09:00`);
    const col = <K extends keyof HourRow>(k: K) => hours.map((h) => h[k]);
    await this.db.query(
      `INSERT INTO weather.hours (cell_id, at, weather_type, temperature, precip_probability, precip_intensity, wind_speed, wind_bearing)
       SELECT $1, * FROM unnest($2::timestamptz[], $3::varchar[], $4::real[], $5::smallint[], $6::real[], $7::real[], $8::smallint[])
       ON CONFLICT (cell_id, at) DO UPDATE SET
         weather_type = EXCLUDED.weather_type, temperature = EXCLUDED.temperature, precip_probability = EXCLUDED.precip_probability,
         precip_intensity = EXCLUDED.precip_intensity, wind_speed = EXCLUDED.wind_speed, wind_bearing = EXCLUDED.wind_bearing`,
      [cellId, at, col('weatherType'), col('temperature'), col('precipProbability'), col('precipIntensity'), col('windSpeed'), col('windBearing')],
    );
    await this.db.query(`DELETE FROM weather.hours WHERE cell_id = $1 AND at < now() - interval '14 days'`, [cellId]);
  }

  async replaceNormals(cellId: string, normals: ReadonlyMap<string, number>): Promise<void> {
    const keys = [...normals.keys()];
    await this.db.transaction(async (m) => {
      await m.query(`DELETE FROM weather.normals WHERE cell_id = $1`, [cellId]);
      if (keys.length) {
        await m.query(
          `INSERT INTO weather.normals (cell_id, month_day, temperature_ave) SELECT $1, * FROM unnest($2::char(5)[], $3::real[])`,
          [cellId, keys, keys.map((k) => normals.get(k))],
        );
      }
    });
  }

  async days(cellId: string, fromDate: string, toDate: string): Promise<StoredDay[]> {
    return this.db.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, weather_type, temperature_high, temperature_low, temperature_ave,
              precip_intensity, precip_total, wind_speed, precip_probability, forecast
         FROM weather.days WHERE cell_id = $1 AND date BETWEEN $2::date AND $3::date ORDER BY date`,
      [cellId, fromDate, toDate],
    );
  }

  async dayCount(cellId: string): Promise<number> {
    const rows: { n: string }[] = await this.db.query(`SELECT count(*) AS n FROM weather.days WHERE cell_id = $1`, [cellId]);
    return Number(rows[0].n);
  }

  async hours(cellId: string, from: Date, to: Date): Promise<StoredHour[]> {
    return this.db.query(
      `SELECT at, weather_type, temperature, precip_probability, precip_intensity, wind_speed, wind_bearing
         FROM weather.hours WHERE cell_id = $1 AND at BETWEEN $2 AND $3 ORDER BY at`,
      [cellId, from, to],
    );
  }

  async normals(cellId: string): Promise<Map<string, number>> {
    const rows: { month_day: string; temperature_ave: number }[] = await this.db.query(
      `SELECT month_day, temperature_ave FROM weather.normals WHERE cell_id = $1`, [cellId],
    );
    return new Map(rows.map((r) => [r.month_day, r.temperature_ave]));
  }
}
