import type { RemoteRouteProps } from '@inasaku/ui';
import { Alert, Card, Col, Grid, Row, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { EChart } from '../common/EChart';
import { logFailure } from '../common/errors';
import { addDays, jstDate } from '../common/jst';
import { weatherApi, type Accumulation, type Fresh, type WeatherDay, type WeatherHour } from '../common/weather-api';
import { AccumulationCard } from './AccumulationCard';
import { averageTemperatureOption, precipitationOption } from './chart-options';
import { DailyTable } from './DailyTable';
import { HourlyTable } from './HourlyTable';
import { SETTINGS_PATH } from './settings-route';
import { WEATHER_TEXTS as T } from './texts';
import { hourlyWindow, weatherRange, yearWindow } from './view-range';

const EMPTY: Fresh<never> = { list: [], stale: false, updatedAt: null };

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
  const [days, setDays] = useState<Fresh<WeatherDay>>(EMPTY);
  const [hours, setHours] = useState<Fresh<WeatherHour>>(EMPTY);
  const [accumulations, setAccumulations] = useState<Accumulation[]>([]);

  useEffect(() => {
    let live = true;
    weatherApi
      .infos(mid, range.window)
      .then((d) => live && setDays(d))
      .catch((e) => logFailure('weather infos load', e));
    return () => {
      live = false;
    };
  }, [mid, range.window]);

  useEffect(() => {
    let live = true;
    weatherApi
      .hourly(mid, hourlyWindow(today))
      .then((h) => live && setHours(h))
      .catch((e) => logFailure('weather hourly load', e));
    weatherApi
      .accumulations(mid, yearWindow(session.managementYear, today))
      .then((a) => live && setAccumulations(a))
      .catch((e) => logFailure('weather accumulations load', e));
    return () => {
      live = false;
    };
  }, [mid, today, session.managementYear]);

  const stale = days.stale || hours.stale;
  const updatedAt = days.updatedAt ?? hours.updatedAt;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="weather">
      {stale ? (
        <Alert
          type="warning"
          showIcon
          data-testid="weather-stale"
          message={T.stale}
          description={updatedAt ? `${T.lastUpdated}: ${updatedAt.slice(0, 16).replace('T', ' ').replace(/-/g, '/')}` : undefined}
        />
      ) : null}
      <Card size="small" title={T.week}>
        <DailyTable days={range.tableDays} rows={days.list} today={today} />
      </Card>
      <Card size="small" title={T.hourly}>
        <HourlyTable hours={hours.list} today={today} tomorrow={addDays(today, 1)} />
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Card size="small">
            <EChart testId="weather-average-chart" option={averageTemperatureOption(range.chartDays, days.list, today)} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small">
            <EChart testId="weather-precipitation-chart" option={precipitationOption(range.chartDays, days.list)} />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={T.accumulated} extra={<Link to={SETTINGS_PATH}>{T.settingsLink}</Link>}>
        {accumulations.length === 0 ? (
          <Typography.Text type="secondary">{T.noSettings}</Typography.Text>
        ) : (
          accumulations.map((a, i) => <AccumulationCard key={a.setting_id ?? a.settings.name} accumulation={a} index={i} />)
        )}
      </Card>
    </Space>
  );
}
