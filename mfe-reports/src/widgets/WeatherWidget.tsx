import { CLIENT_ROUTES } from '@inasaku/contracts';
import { weatherWidgetWindow } from '@inasaku/domain';
import { EMPTY, WEEKDAYS, useRouteQuery, type DashboardWidgetProps } from '@inasaku/ui';
import { Button, Empty, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoggedFailure } from '../common/errors';
import { jstDate, shortDate, weekdayIndex } from '../common/jst';
import { NO_STATUS, statusOf, weatherQuery, type WeatherDay } from '../common/weather-api';
import { StatusNotice } from '../weather/StatusNotice';
import { WEATHER_TEXTS as T, weatherTypeLabel } from '../weather/texts';
import { valueText } from '../weather/measure-rows';

/**
 * The dashboard's weather widget (spec 001 "Dashboard"): the temperature now and the next days
 * at a glance, with a link to the weather screen. A load failure is only logged (spec 001 §8).
 */
export default function WeatherWidget({ session }: DashboardWidgetProps) {
  const navigate = useNavigate();
  const mid = session.managementId;
  // The window is fixed when the widget opens, as the days shown are.
  const [window] = useState(() => weatherWidgetWindow());
  const infos = useRouteQuery(CLIENT_ROUTES['weatherInfos.get'], weatherQuery(mid, window));
  useLoggedFailure('weather widget load', infos.error);
  const days: WeatherDay[] | null = infos.data ? (infos.data.days ?? []) : infos.error ? [] : null;
  const now = infos.data?.now_temperature ?? null;
  const status = infos.data ? statusOf(infos.data) : NO_STATUS;

  if (days !== null && days.length === 0) {
    return (
      <Space direction="vertical" style={{ width: '100%' }} data-testid="weather-widget">
        <StatusNotice status={status} />
        {status.has_position ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY.weather} /> : null}
      </Space>
    );
  }

  const today = jstDate(new Date());
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="weather-widget">
      <StatusNotice status={status} />
      {now !== null ? (
        <Typography.Text data-testid="weather-widget-now">
          {T.temperature.replace('(℃)', '')} <Typography.Text strong style={{ fontSize: 20 }}>{`${Math.round(now * 10) / 10}℃`}</Typography.Text>
        </Typography.Text>
      ) : null}
      <Table<WeatherDay>
        size="small"
        rowKey="weather_time"
        loading={days === null}
        dataSource={days ?? []}
        pagination={false}
        onRow={() => ({ onClick: () => navigate('/weather'), style: { cursor: 'pointer' }, 'data-testid': 'weather-widget-row' }) as never}
        columns={[
          {
            key: 'date',
            title: T.date,
            onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
            render: (_v, d) => (d.date === today ? T.today : `${shortDate(d.date)}(${WEEKDAYS[weekdayIndex(d.date)]})`),
          },
          { key: 'type', title: T.weather, render: (_v, d) => <span style={{ whiteSpace: 'nowrap' }}>{weatherTypeLabel(d.weather_type)}</span> },
          { key: 'high', title: T.high, align: 'right', render: (_v, d) => valueText(d.temperature_high) },
          { key: 'low', title: T.low, align: 'right', render: (_v, d) => valueText(d.temperature_low) },
          { key: 'precip', title: T.precipMm, align: 'right', render: (_v, d) => valueText(d.precip_intensity) },
        ]}
      />
      <Button type="link" size="small" data-testid="weather-widget-more" onClick={() => navigate('/weather')} style={{ padding: 0 }}>
        {T.title}
      </Button>
    </Space>
  );
}
