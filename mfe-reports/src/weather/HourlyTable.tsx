import { Table, Typography } from 'antd';
import type { WeatherHour } from '../common/weather-api';
import { bearingLabel, WEATHER_TEXTS as T, weatherTypeLabel } from './texts';
import { type MeasureRow, valueText } from './measure-rows';

type Row = MeasureRow<WeatherHour>;

const ROWS: Row[] = [
  { key: 'type', label: T.weather, cell: (h) => weatherTypeLabel(h.weather_type) },
  { key: 'temp', label: T.temperature, cell: (h) => valueText(h.temperature) },
  { key: 'prob', label: T.precipProbability, cell: (h) => valueText(h.precip_probability) },
  { key: 'wind', label: T.wind, cell: (h) => valueText(h.wind_speed) },
  { key: 'bearing', label: T.windBearing, cell: (h) => bearingLabel(h.wind_bearing) },
];

/** 'HH' of an hour's local time at +0900. */
const hourOf = (h: WeatherHour) => h.datetime.slice(11, 13);

/** One day of the hourly table: a column per hour the service has, in time order. */
function DayHours({ title, hours, testId }: { title: string; hours: WeatherHour[]; testId: string }) {
  const sorted = [...hours].sort((a, b) => a.datetime.localeCompare(b.datetime));
  return (
    <div data-testid={testId} style={{ marginBottom: 12 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <Table<Row>
        size="small"
        bordered
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="key"
        dataSource={ROWS}
        locale={{ emptyText: '-' }}
        columns={[
          { key: 'label', title: T.time, dataIndex: 'label', fixed: 'left', width: 110 },
          ...sorted.map((h) => ({
            key: h.datetime,
            title: `${Number(hourOf(h))}時`,
            align: 'center' as const,
            render: (_v: unknown, row: Row) => row.cell(h),
          })),
        ]}
      />
    </div>
  );
}

/** The hourly table for today and tomorrow (spec 000 §2.9). */
export function HourlyTable({ hours, today, tomorrow }: { hours: WeatherHour[]; today: string; tomorrow: string }) {
  return (
    <>
      <DayHours title={T.today} testId="weather-hourly-today" hours={hours.filter((h) => h.datetime.startsWith(today))} />
      <DayHours title={T.tomorrow} testId="weather-hourly-tomorrow" hours={hours.filter((h) => h.datetime.startsWith(tomorrow))} />
    </>
  );
}
