import { Injectable } from '@nestjs/common';
import { tokyoDateOf, toTokyoIso } from '@inasaku/domain';
import {
  WEATHER_ERROR_CODES, WEATHER_MESSAGES,
  type CreateWeatherInfosResult, type RequestContext, type WeatherDay, type WeatherHistories, type WeatherHourlyHistories, type WeatherInfos,
  type WeatherStatus, type WeatherWindowRequest,
} from '@inasaku/contracts';
import { assertWritable, rpcError } from '@inasaku/service-kit';
import { CellsRepository, type CellRow } from '../cells/cells.repository';
import { CellsService } from '../cells/cells.service';
import { PositionsService } from '../cells/positions.service';
import { toWeatherDay, toWeatherHour } from './weather-dto';
import { AnswerCache, cellVersion } from '../common/answer-cache';

const HOUR_MS = 3600_000;
const INFOS_HOURS_BEFORE_MS = 3 * HOUR_MS;
const INFOS_HOURS_AHEAD_MS = 24 * HOUR_MS;
/** A current reading older than this is not "now"; the hour's value is used instead. */
const CURRENT_MAX_AGE_MS = 90 * 60_000;

/** create-weather-infos answers within the gateway's timeout; a slower fill goes on behind. */
const CREATE_WAIT_MS = 3_500;

const NO_POSITION: WeatherStatus = { has_position: false, stale: false, updated_at: null };

/** The read routes (weather-infos, weather-histories, weather-hourly-histories) and create-weather-infos. */
@Injectable()
export class ReadingsService {
  private readonly infosCache = new AnswerCache<Omit<WeatherInfos, keyof WeatherStatus>>(1_000);
  private readonly dailyCache = new AnswerCache<WeatherDay[]>(200);

  constructor(
    private readonly cells: CellsRepository,
    private readonly weather: CellsService,
    private readonly positions: PositionsService,
  ) {}

  async status(cell: CellRow, now = Date.now()): Promise<WeatherStatus> {
    return {
      has_position: true,
      stale: await this.weather.isStale(cell, now),
      updated_at: cell.refreshedAt ? toTokyoIso(cell.refreshedAt) : null,
    };
  }

  /** GET /inasaku/weather-infos */
  async infos(context: RequestContext, window: WeatherWindowRequest): Promise<WeatherInfos> {
    const cell = await this.positions.cellOf(context, { fill: false });
    if (!cell) return { ...NO_POSITION, now_temperature: null, now_datetime: null, days: [], hours: [] };
    const now = Date.now();
    const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
    const key = `${cellVersion(cell)}|${window.from_datetime}|${window.to_datetime}|${hourStart}`;
    const [data, status] = await Promise.all([
      this.infosCache.getOrCompute(key, () => this.infosData(cell, window, now, hourStart)),
      this.status(cell, now),
    ]);
    return { ...status, ...data };
  }

  private async infosData(cell: CellRow, window: WeatherWindowRequest, now: number, hourStart: number) {
    const from = new Date(window.from_datetime);
    const to = new Date(window.to_datetime);
    // The hours near now only (the hourly table has its own route): what the header and a
    // "now" line need, without sending ten days of hours with every dashboard view.
    const hoursFrom = new Date(Math.max(from.getTime(), hourStart - INFOS_HOURS_BEFORE_MS));
    const hoursTo = new Date(Math.min(to.getTime(), hourStart + INFOS_HOURS_AHEAD_MS));
    const [days, hours, nowHours] = await Promise.all([
      this.cells.days(cell.cellId, tokyoDateOf(from), tokyoDateOf(to)),
      hoursFrom <= hoursTo ? this.cells.hours(cell.cellId, hoursFrom, hoursTo) : Promise.resolve([]),
      this.cells.hours(cell.cellId, new Date(hourStart), new Date(hourStart)),
    ]);
    let nowTemperature: number | null = null;
    let nowDatetime: string | null = null;
    if (cell.currentTemperature !== null && cell.currentAt && now - cell.currentAt.getTime() <= CURRENT_MAX_AGE_MS) {
      nowTemperature = Math.round(cell.currentTemperature * 10) / 10;
      nowDatetime = toTokyoIso(cell.currentAt);
    } else if (nowHours[0] && nowHours[0].temperature !== null) {
      nowTemperature = Math.round(nowHours[0].temperature * 10) / 10;
      nowDatetime = toTokyoIso(nowHours[0].at);
    }
    return { now_temperature: nowTemperature, now_datetime: nowDatetime, days: days.map(toWeatherDay), hours: hours.map(toWeatherHour) };
  }

  /** GET /inasaku/weather-histories */
  async daily(context: RequestContext, window: WeatherWindowRequest): Promise<WeatherHistories> {
    const cell = await this.positions.cellOf(context, { fill: false });
    if (!cell) return { ...NO_POSITION, list: [] };
    const key = `${cellVersion(cell)}|${window.from_datetime}|${window.to_datetime}`;
    const [list, status] = await Promise.all([
      this.dailyCache.getOrCompute(key, async () =>
        (await this.cells.days(cell.cellId, tokyoDateOf(window.from_datetime), tokyoDateOf(window.to_datetime))).map(toWeatherDay)),
      this.status(cell),
    ]);
    return { ...status, list };
  }

  /** GET /inasaku/weather-hourly-histories */
  async hourly(context: RequestContext, window: WeatherWindowRequest): Promise<WeatherHourlyHistories> {
    const cell = await this.positions.cellOf(context, { fill: false });
    if (!cell) return { ...NO_POSITION, list: [] };
    const [hours, status] = await Promise.all([
      this.cells.hours(cell.cellId, new Date(window.from_datetime), new Date(window.to_datetime)),
      this.status(cell),
    ]);
    return { ...status, list: hours.map(toWeatherHour) };
  }

  /**
   * POST /inasaku/create-weather-infos (initializeWeatherInfos): the account's cell is
   * registered and, if new, filled now. Open to read-only plans like the home position itself
   * (the weather is derived data), but not in a past year.
   */
  async create(context: RequestContext): Promise<CreateWeatherInfosResult> {
    assertWritable(context, { allowReadOnlyPlan: true });
    const cell = await this.positions.cellOf(context, { fill: true });
    if (!cell) return rpcError(409, WEATHER_ERROR_CODES.noPosition, WEATHER_MESSAGES.noPosition);
    await this.weather.ensureFilled(cell.cellId, CREATE_WAIT_MS);
    const fresh = (await this.cells.cell(cell.cellId)) ?? cell;
    return { ...(await this.status(fresh)), cell_id: fresh.cellId, history_days: await this.cells.dayCount(fresh.cellId) };
  }
}

