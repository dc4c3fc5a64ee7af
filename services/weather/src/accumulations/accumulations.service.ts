import { Injectable } from '@nestjs/common';
import { accumulateTemperature, predictReach, shiftDate, tokyoDateOf } from '@inasaku/domain';
import type {
  RequestContext, WeatherAccumulation, WeatherAccumulations, WeatherSetting, WeatherWindowRequest,
} from '@inasaku/contracts';
import { requireAccount } from '@inasaku/service-kit';
import { CellsRepository, type StoredDay } from '../cells/cells.repository';
import { PositionsService } from '../cells/positions.service';
import { ReadingsService } from '../readings/readings.service';
import { SettingsRepository } from '../settings/settings.repository';
import { toWeatherSetting } from '../settings/settings.service';
import { AnswerCache, cellVersion } from '../common/answer-cache';

/**
 * GET /inasaku/weather-accumulations: per setting of the chosen year, the measured
 * accumulation (days before today, libs/domain accumulateTemperature: the daily
 * max(0, average − base + correction) from the start date) and 到達予測 (libs/domain
 * predictReach: on through the forecast days from today, then the cell's normals).
 */
@Injectable()
export class AccumulationsService {
  private readonly cache = new AnswerCache<WeatherAccumulation[]>(500);

  constructor(
    private readonly cells: CellsRepository,
    private readonly positions: PositionsService,
    private readonly readings: ReadingsService,
    private readonly settings: SettingsRepository,
  ) {}

  async list(context: RequestContext, window: WeatherWindowRequest): Promise<WeatherAccumulations> {
    const accountId = requireAccount(context);
    const [cell, entities] = await Promise.all([
      this.positions.cellOf(context, { fill: false }),
      context.managementId ? this.settings.listOfYear(accountId, context.managementId) : Promise.resolve([]),
    ]);
    const settings = entities.map(toWeatherSetting);
    if (!cell) {
      return {
        has_position: false, stale: false, updated_at: null,
        list: settings.map((s) => accumulationOf(s, [], new Map(), window, tokyoDateOf(Date.now()))),
      };
    }
    const today = tokyoDateOf(Date.now());
    // Settings as stored, the cell's data version, the window and the day: the answer cannot change
    // without the key changing.
    const key = [cellVersion(cell), today, window.from_datetime, window.to_datetime, JSON.stringify(settings)].join('|');
    const [list, status] = await Promise.all([
      this.cache.getOrCompute(key, async () => {
        const earliest = settings.reduce((min, s) => (s.datetime < min ? s.datetime : min), today);
        const [days, normals] = await Promise.all([
          settings.length ? this.cells.days(cell.cellId, earliest, shiftDate(today, 16)) : Promise.resolve([]),
          settings.length ? this.cells.normals(cell.cellId) : Promise.resolve(new Map<string, number>()),
        ]);
        return settings.map((s) => accumulationOf(s, days, normals, window, today));
      }),
      this.readings.status(cell),
    ]);
    return { ...status, list };
  }
}

export function accumulationOf(
  setting: WeatherSetting, days: readonly StoredDay[], normals: ReadonlyMap<string, number>,
  window: WeatherWindowRequest, today: string,
): WeatherAccumulation {
  const until = tokyoDateOf(window.to_datetime) < today ? tokyoDateOf(window.to_datetime) : shiftDate(today, -1);
  const from = tokyoDateOf(window.from_datetime);
  const measured = days.filter((d) => d.date < today && d.date <= until).map((d) => ({ date: d.date, temperature_ave: d.temperature_ave }));
  const result = accumulateTemperature(measured, {
    name: setting.name, datetime: setting.datetime, cumulative: setting.cumulative, basetemp: setting.basetemp, correction: setting.correction,
  });
  const forecast = new Map<string, number>();
  for (const d of days) if (d.date >= today && d.temperature_ave !== null) forecast.set(d.date, d.temperature_ave);
  const last = result.histories.at(-1);
  const reached = result.histories.find((h) => h.sum >= setting.cumulative);
  // A window that ended before today (a past year) predicts nothing: it says when, or that not.
  const ended = tokyoDateOf(window.to_datetime) < today;
  const prediction = ended && !reached ? { date: null, source: null, histories: [] } : predictReach({
    startDate: setting.datetime,
    target: setting.cumulative,
    basetemp: setting.basetemp,
    correction: setting.correction,
    measuredSum: last?.sum ?? 0,
    lastMeasuredDate: last?.date ?? shiftDate(setting.datetime, -1),
    reachedOn: reached?.date ?? null,
    forecast,
    climate: normals,
  });
  return {
    setting,
    settings: result.settings,
    histories: result.histories.filter((h) => h.date >= from),
    prediction,
  };
}
