import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { gridCellOf, shiftDate, tokyoDateOf, tokyoInstantOn } from '@inasaku/domain';
import { WEATHER_ENV, type WeatherEnv } from '../config/weather-env';
import {
  FORECAST_PAST_DAYS, FORECAST_WEIGHT_PER_CELL, archiveWeight, climateWeight,
} from '../provider/open-meteo-weight';
import { ProviderError, WEATHER_PROVIDER, type ProviderCell, type WeatherProvider } from '../provider/weather-provider';
import { CellsRepository, type CellRow } from './cells.repository';
import { ProviderGuard } from './provider-guard';
import { backoffMs, refreshIntervalMs, staleAfterMs } from './refresh-plan';
import { toDayRows, toHourRows } from './weather-rows';
import { waitAtMost } from '../common/wait-at-most';

const LOCK_TTL_MS = 5 * 60_000;
const MAX_BATCHES_PER_RUN = 200;
const HISTORY_PER_RUN = 20;

export interface RunResult {
  skipped?: 'locked' | 'backoff';
  refreshed: number;
  filled: number;
}

const asCell = (c: CellRow): ProviderCell => ({ cell_id: c.cellId, latitude: c.latitude, longitude: c.longitude });
const yearOf = (now: Date) => Number(tokyoDateOf(now).slice(0, 4));

/**
 * The weather of the grid cells: files accounts under cells, fills a new cell's history from
 * 1 January (archive) and its normals (archive of past years) once, and refreshes the
 * forecasts of active cells on a schedule that one replica at a time runs (Redis lock). A
 * provider failure keeps the stored data, backs off exponentially (shared by the replicas)
 * and is retried; readers see `stale` meanwhile.
 */
@Injectable()
export class CellsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CellsService.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RunResult> | null = null;
  private plan: { at: number; intervalMs: number } | null = null;

  constructor(
    private readonly cells: CellsRepository,
    private readonly guard: ProviderGuard,
    @Inject(WEATHER_PROVIDER) private readonly provider: WeatherProvider,
    @Inject(WEATHER_ENV) private readonly env: WeatherEnv,
  ) {}

  onApplicationBootstrap(): void {
    if (this.env.WEATHER_TICK_MS <= 0) return;
    this.timer = setInterval(() => void this.tick(), this.env.WEATHER_TICK_MS);
    this.timer.unref();
    setTimeout(() => void this.tick(), 2_000).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async tick(): Promise<void> {
    try {
      await this.runOnce();
    } catch (e) {
      this.logger.warn({ msg: 'weather refresh run failed', error: (e as Error).message });
    }
  }

  gridCell(latitude: number, longitude: number) {
    return gridCellOf(latitude, longitude, this.env.WEATHER_GRID_STEP);
  }

  /**
   * Files the account under the cell of its home position; with `fill`, a cell whose history
   * of this year is not filled yet is filled now (once per cell, whoever asks).
   */
  async setPosition(accountId: string, latitude: number, longitude: number, fill: boolean): Promise<CellRow> {
    const cell = this.gridCell(latitude, longitude);
    await this.cells.setPosition(accountId, latitude, longitude, cell);
    if (fill) await this.fillHistory(cell.cell_id);
    return (await this.cells.cell(cell.cell_id)) as CellRow;
  }

  /** Refresh interval for the current number of active cells (kept a minute). */
  async intervalMs(now = Date.now()): Promise<number> {
    if (this.plan && now - this.plan.at < 60_000) return this.plan.intervalMs;
    const activeCells = await this.cells.activeCellCount();
    const intervalMs = refreshIntervalMs({
      activeCells,
      dailyBudget: this.env.OPEN_METEO_DAILY_CALL_BUDGET,
      backfillShare: this.env.OPEN_METEO_BACKFILL_SHARE,
      minIntervalMinutes: this.env.WEATHER_REFRESH_MIN_MINUTES,
    });
    this.plan = { at: now, intervalMs };
    return intervalMs;
  }

  async isStale(cell: CellRow, now = Date.now()): Promise<boolean> {
    if (!cell.refreshedAt) return true;
    return now - cell.refreshedAt.getTime() > staleAfterMs(await this.intervalMs(now));
  }

  /**
   * Fills the cell's days from 1 January up to the forecast's first past day (archive), its
   * normals (archive of the previous WEATHER_CLIMATE_YEARS years) and, if it has none, its
   * forecast. true when this call filled it; false when it was filled or claimed already, or
   * the provider failed (then a later scheduler run retries).
   */
  async fillHistory(cellId: string, now = new Date()): Promise<boolean> {
    const year = yearOf(now);
    if (!(await this.cells.claimHistory(cellId, year))) return false;
    const cell = await this.cells.cell(cellId);
    if (!cell) return false;
    const today = tokyoDateOf(now);
    const from = `${year}-01-01`;
    const to = shiftDate(today, -FORECAST_PAST_DAYS - 1);
    const archiveDays = to >= from ? Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1 : 0;
    const climateFrom = `${year - this.env.WEATHER_CLIMATE_YEARS}-01-01`;
    const climateTo = `${year - 1}-12-31`;
    // Normals change slowly: made once and renewed every WEATHER_CLIMATE_YEARS years.
    const needClimate = cell.climateYear === null || year - cell.climateYear >= this.env.WEATHER_CLIMATE_YEARS;
    const weight = archiveWeight(1, archiveDays) + (needClimate ? climateWeight(1, 365 * this.env.WEATHER_CLIMATE_YEARS) : 0);
    // While the provider is backing off, wait for the end of that backoff: a refused attempt is not
    // another provider failure (counting it would renew the backoff by itself).
    const backoffLeft = await this.guard.backoffLeft(now.getTime());
    if (backoffLeft > 0) {
      await this.cells.historyFailed(cellId, new Date(now.getTime() + backoffLeft));
      this.logger.warn({ msg: 'provider backing off, history filling waits', cellId, backoffLeft });
      return false;
    }
    try {
      const budget = this.env.OPEN_METEO_DAILY_CALL_BUDGET;
      const overShare = (await this.guard.spent(now.getTime(), 'history')) + weight > budget * this.env.OPEN_METEO_BACKFILL_SHARE;
      if (weight > 0 && (overShare || (await this.guard.spent(now.getTime())) + weight > budget)) {
        // Histories may spend their share of the day only, so forecasts keep theirs; the next
        // Tokyo day's first run goes on.
        await this.cells.historyFailed(cellId, tokyoInstantOn(shiftDate(today, 1), 0, 5));
        this.logger.warn({ msg: 'daily provider budget spent, history filling waits for tomorrow', cellId });
        return false;
      }
      if (archiveDays > 0) {
        const [series] = await this.provider.archive([asCell(cell)], from, to);
        await this.cells.upsertDays(cellId, toDayRows(series.hours, today), false);
      }
      if (needClimate) {
        const [means] = await this.provider.dailyMeans([asCell(cell)], climateFrom, climateTo);
        await this.cells.replaceNormals(cellId, normalsOf(means.days));
      }
      await this.guard.spend(now.getTime(), weight, 'history');
      await this.cells.historyFilled(cellId, year, needClimate ? year : null);
      await this.guard.succeeded();
      this.logger.log({ msg: 'cell history filled', cellId, archiveDays });
    } catch (e) {
      const failures = e instanceof ProviderError ? await this.guard.failed(now.getTime(), (n) => this.backoff(n)) : 1;
      await this.cells.historyFailed(cellId, new Date(now.getTime() + this.backoff(failures)));
      this.logger.warn({ msg: 'cell history not filled, will retry', cellId, error: (e as Error).message });
      return false;
    }
    if (!cell.refreshedAt) await this.refreshBatch([cell], now, await this.intervalMs(now.getTime()));
    return true;
  }

  /**
   * Fills the cell's history if nobody has, and waits (at most `ms`) until it is filled and has a
   * forecast, whoever fills it (another request or replica may hold the claim).
   */
  async ensureFilled(cellId: string, ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    const year = yearOf(new Date());
    await waitAtMost(this.fillHistory(cellId), ms);
    for (;;) {
      const cell = await this.cells.cell(cellId);
      if (!cell || (cell.historyYear === year && cell.refreshedAt) || Date.now() >= deadline) return;
      // Not filled and nobody filling: the provider failed; the scheduler retries.
      if (cell.historyYear !== year && !cell.historyClaimedAt) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** One forecast request for the cells; false when the provider failed (the old data stays). */
  async refreshBatch(batch: readonly CellRow[], now: Date, intervalMs: number): Promise<boolean> {
    if (batch.length === 0) return true;
    let answers;
    try {
      answers = await this.provider.forecast(batch.map(asCell));
    } catch (e) {
      const failures = await this.guard.failed(now.getTime(), (n) => this.backoff(n));
      this.logger.warn({ msg: 'forecast refresh failed, keeping the last data', cells: batch.length, failures, error: (e as Error).message });
      return false;
    }
    await this.guard.spend(now.getTime(), batch.length * FORECAST_WEIGHT_PER_CELL, 'forecast');
    const today = tokyoDateOf(now);
    for (const series of answers) {
      await this.cells.upsertHours(series.cell_id, toHourRows(series.hours));
      await this.cells.upsertDays(series.cell_id, toDayRows(series.hours, today), true);
      const current = series.current ? { temperature: series.current.temperature, at: tokyoInstantOn(series.current.time.slice(0, 10), Number(series.current.time.slice(11, 13)), Number(series.current.time.slice(14, 16))) } : null;
      await this.cells.refreshed(series.cell_id, now, new Date(now.getTime() + intervalMs), current);
    }
    await this.guard.succeeded();
    return true;
  }

  /**
   * One scheduled run: only the replica holding the lock works; it fills pending histories and
   * refreshes every cell whose forecast is older than the interval, in batches, until the
   * provider fails or the day's budget is spent.
   */
  runOnce(now = new Date()): Promise<RunResult> {
    this.running ??= this.run(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(now: Date): Promise<RunResult> {
    if ((await this.guard.backoffLeft(now.getTime())) > 0) return { skipped: 'backoff', refreshed: 0, filled: 0 };
    const token = await this.guard.lock(LOCK_TTL_MS);
    if (!token) return { skipped: 'locked', refreshed: 0, filled: 0 };
    const result: RunResult = { refreshed: 0, filled: 0 };
    try {
      for (const cell of await this.cells.dueForHistory(now, yearOf(now), HISTORY_PER_RUN)) {
        if (!(await this.guard.extend(token, LOCK_TTL_MS))) return result;
        if (await this.fillHistory(cell.cellId, now)) result.filled += 1;
        if ((await this.guard.backoffLeft(now.getTime())) > 0) return result;
      }
      const intervalMs = await this.intervalMs(now.getTime());
      for (let i = 0; i < MAX_BATCHES_PER_RUN; i += 1) {
        // Each batch renews the lock, so a slow provider never lets a second replica in midway.
        if (!(await this.guard.extend(token, LOCK_TTL_MS))) break;
        const due = await this.cells.dueForRefresh(now, intervalMs, this.env.OPEN_METEO_BATCH_SIZE);
        if (due.length === 0) break;
        if ((await this.guard.spent(now.getTime())) + due.length * FORECAST_WEIGHT_PER_CELL > this.env.OPEN_METEO_DAILY_CALL_BUDGET) {
          this.logger.warn({ msg: 'daily provider budget spent, forecasts wait', due: due.length });
          break;
        }
        if (!(await this.refreshBatch(due, now, intervalMs))) break;
        result.refreshed += due.length;
      }
    } finally {
      await this.guard.unlock(token);
    }
    return result;
  }

  private backoff(failures: number): number {
    return backoffMs(failures, this.env.WEATHER_BACKOFF_BASE_MS, this.env.WEATHER_BACKOFF_MAX_MS);
  }
}

/** Mean of each calendar day ('MM-DD') over the years given. */
export function normalsOf(days: readonly { date: string; mean: number | null }[]): Map<string, number> {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const d of days) {
    if (d.mean === null) continue;
    const key = d.date.slice(5, 10);
    const s = sums.get(key) ?? { sum: 0, n: 0 };
    s.sum += d.mean;
    s.n += 1;
    sums.set(key, s);
  }
  return new Map([...sums].map(([k, s]) => [k, Math.round((s.sum / s.n) * 10) / 10]));
}
