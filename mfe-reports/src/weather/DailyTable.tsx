import { WEEKDAYS } from '@inasaku/ui';
import { Table } from 'antd';
import { shortDate, weekdayIndex } from '../common/jst';
import type { WeatherDay } from '../common/weather-api';
import { dayOf } from './chart-options';
import { WEATHER_TEXTS as T, weatherTypeLabel } from './texts';
import { type MeasureRow, valueText } from './measure-rows';

type Row = MeasureRow<WeatherDay>;

const ROWS: Row[] = [
  { key: 'type', label: T.weather, cell: (d) => weatherTypeLabel(d.weather_type) },
  { key: 'high', label: T.high, cell: (d) => valueText(d.temperature_high) },
  { key: 'low', label: T.low, cell: (d) => valueText(d.temperature_low) },
  { key: 'ave', label: T.average, cell: (d) => valueText(d.temperature_ave) },
  { key: 'precip', label: T.precipMm, cell: (d) => valueText(d.precip_intensity) },
  { key: 'wind', label: T.wind, cell: (d) => valueText(d.wind_speed) },
];

/**
 * The 7-day table (4 days on mobile): one column per day, one row per measure; `loading` while
 * the forecast is on its way. On a phone (`compact`) the four days fit the width without sideways
 * scrolling: the weekday goes under the date and the measure names may wrap.
 */
export function DailyTable({ days, rows, today, compact = false, loading = false }: { days: string[]; rows: WeatherDay[]; today: string; compact?: boolean; loading?: boolean }) {
  const byDay = new Map(rows.map((r) => [dayOf(r), r]));
  return (
    <Table<Row>
      data-testid="weather-daily-table"
      // Until the forecast is in, the spinner, not a row of '-' that reads as "no data".
      loading={loading}
      size="small"
      bordered
      pagination={false}
      scroll={compact ? undefined : { x: 'max-content' }}
      tableLayout={compact ? 'fixed' : undefined}
      rowKey="key"
      dataSource={ROWS}
      columns={[
        { key: 'label', title: T.date, dataIndex: 'label', fixed: compact ? undefined : 'left', width: compact ? 84 : 110 },
        ...days.map((d) => ({
          key: d,
          title: (
            <span data-testid="weather-day-header">
              {d === today ? T.today : compact ? <>{shortDate(d)}<br />({WEEKDAYS[weekdayIndex(d)]})</> : `${shortDate(d)}(${WEEKDAYS[weekdayIndex(d)]})`}
            </span>
          ),
          align: 'center' as const,
          render: (_v: unknown, row: Row) => {
            const day = byDay.get(d);
            return day ? row.cell(day) : '-';
          },
        })),
      ]}
    />
  );
}
