import { CLIENT_ROUTES } from '@inasaku/contracts';
import { useRouteQuery, type RemoteRouteProps } from '@inasaku/ui';
import { Card, Col, Grid, Row, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { EChart } from '../common/EChart';
import { useLoggedFailure } from '../common/errors';
import { addDays, jstDate } from '../common/jst';
import { NO_STATUS, statusOf, weatherQuery } from '../common/weather-api';
import { AccumulationCard } from './AccumulationCard';
import { averageTemperatureOption, precipitationOption } from './chart-options';
import { DailyTable } from './DailyTable';
import { HourlyTable } from './HourlyTable';
import { SETTINGS_PATH } from './settings-route';
import { StatusNotice } from './StatusNotice';
import { WEATHER_TEXTS as T } from './texts';
import { hourlyWindow, weatherRange, yearWindow } from './view-range';

/**
 * The weather dashboard (spec 000 §2.9): the 7-day table (4 on mobile), today's and tomorrow's
 * hours, the average-temperature and precipitation charts over 3 days back to 6 ahead, and per
 * weather setting its accumulated temperature. Load failures are only logged (spec 001 §8).
 */
export default function Weather({ session }: RemoteRouteProps) {
  const mobile = Grid.useBreakpoint().md === false;
  const today = jstDate(new Date());
  const range = useMemo(() => weatherRange(today, mobile), [today, mobile]);
  const mid = session.managementId;
  const infos = useRouteQuery(CLIENT_ROUTES['weatherInfos.get'], weatherQuery(mid, range.window));
  const hourly = useRouteQuery(CLIENT_ROUTES['weatherHistories.hourly'], weatherQuery(mid, hourlyWindow(today)));
  const sums = useRouteQuery(CLIENT_ROUTES['weatherAccumulations.list'], weatherQuery(mid, yearWindow(session.managementYear, today)));
  useLoggedFailure('weather infos load', infos.error);
  useLoggedFailure('weather hourly load', hourly.error);
  useLoggedFailure('weather accumulations load', sums.error);
  const days = infos.data?.days ?? [];
  const status = infos.data ? statusOf(infos.data) : NO_STATUS;
  const hours = hourly.data?.list ?? [];
  const accumulations = sums.data?.list ?? [];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="weather">
      <StatusNotice status={status} />
      <Card size="small" title={T.week}>
        <DailyTable days={range.tableDays} rows={days} today={today} compact={mobile} loading={infos.isPending} />
      </Card>
      <Card size="small" title={T.hourly}>
        <HourlyTable hours={hours} today={today} tomorrow={addDays(today, 1)} />
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Card size="small">
            <EChart testId="weather-average-chart" option={averageTemperatureOption(range.chartDays, days, today)} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small">
            <EChart testId="weather-precipitation-chart" option={precipitationOption(range.chartDays, days)} />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={T.accumulated} extra={<Link to={SETTINGS_PATH}>{T.settingsLink}</Link>}>
        {accumulations.length === 0 ? (
          <Typography.Text type="secondary">{T.noSettings}</Typography.Text>
        ) : (
          accumulations.map((a, i) => <AccumulationCard key={a.setting?.setting_id ?? a.settings.name} accumulation={a} index={i} />)
        )}
      </Card>
    </Space>
  );
}
