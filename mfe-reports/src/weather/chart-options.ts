import { piePercent } from '@inasaku/domain';
import type { WeatherAccumulation as Accumulation, WeatherDay } from '../common/weather-api';
import { shortDate } from '../common/jst';
import { WEATHER_TEXTS as T } from './texts';

/** The local date of a weather row. */
export const dayOf = (d: Pick<WeatherDay, 'date' | 'weather_time'>) => d.date ?? d.weather_time.slice(0, 10);

/** One value per chart day (null where the service has no day), so every chart shares the same x axis. */
export function seriesByDay(days: string[], rows: WeatherDay[], pick: (d: WeatherDay) => number | null): (number | null)[] {
  const byDay = new Map(rows.map((r) => [dayOf(r), r]));
  return days.map((d) => {
    const row = byDay.get(d);
    return row ? pick(row) : null;
  });
}

const grid = { left: 48, right: 16, top: 40, bottom: 32 };

/** What the weather charts share: the centred title, the axis tooltip, the grid and the days along the bottom. */
function chartBase(title: string, dates: string[], yAxis: { name: string; min?: number }) {
  return {
    title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'axis' },
    grid,
    xAxis: { type: 'category', data: dates.map(shortDate) },
    yAxis: { type: 'value', ...yAxis },
  };
}

export function averageTemperatureOption(days: string[], rows: WeatherDay[], today: string) {
  return {
    ...chartBase(T.averageTemperature, days, { name: '℃' }),
    series: [
      {
        name: T.average,
        type: 'line',
        data: seriesByDay(days, rows, (r) => r.temperature_ave),
        // Today marked so the forecast days read apart from the past ones.
        // Labelled at the foot of the line, clear of the title.
        markLine: { symbol: 'none', data: [{ xAxis: shortDate(today) }], label: { formatter: T.today, position: 'insideStartTop' } },
      },
    ],
  };
}

export function precipitationOption(days: string[], rows: WeatherDay[]) {
  return {
    ...chartBase(T.precipitation, days, { name: 'mm/h', min: 0 }),
    series: [{ name: T.precipMm, type: 'bar', data: seriesByDay(days, rows, (r) => r.precip_intensity), itemStyle: { color: '#1a82b7' } }],
  };
}

/**
 * Measured sums as a solid line, then the predicted days up to 到達予測 as a dashed one that
 * starts on the last measured day so the two lines join.
 */
export function accumulationLineOption(a: Accumulation) {
  const measured = a.histories;
  const predicted = a.prediction?.histories ?? [];
  const dates = [...measured, ...predicted].map((h) => h.date);
  const last = measured.length - 1;
  return {
    ...chartBase(`${a.settings.name} ${T.accumulated}`, dates, { name: '℃' }),
    series: [
      {
        name: T.accumulated,
        type: 'line',
        showSymbol: false,
        data: measured.map((h) => h.sum),
        markLine: { symbol: 'none', data: [{ yAxis: a.settings.target }], label: { formatter: `${a.settings.target}℃`, position: 'insideEndTop' } },
      },
      {
        name: T.prediction,
        type: 'line',
        showSymbol: false,
        lineStyle: { type: 'dashed' },
        data: predicted.length ? [...measured.map((h, i) => (i === last ? h.sum : null)), ...predicted.map((h) => h.sum)] : [],
      },
    ],
  };
}

/** The pie shows the accumulated percent, capped at 100 (spec 000 §9). */
export function accumulationPieOption(a: Accumulation) {
  const shown = piePercent(a.settings.percent);
  return {
    title: { text: `${shown}%`, left: 'center', top: 'center', textStyle: { fontSize: 18 } },
    series: [
      {
        type: 'pie',
        radius: ['55%', '80%'],
        label: { show: false },
        silent: true,
        data: [
          { name: T.accumulated, value: shown, itemStyle: { color: '#F98E71' } },
          { name: '', value: Math.round((100 - shown) * 10) / 10, itemStyle: { color: '#e8e8e8' } },
        ],
      },
    ],
  };
}
