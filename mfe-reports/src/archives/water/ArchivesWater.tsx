import { CLIENT_ROUTES } from '@inasaku/contracts';
import { EMPTY, useRouteQuery, type RemoteRouteProps } from '@inasaku/ui';
import { Button, Card, Flex, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { tokyoToday } from '@inasaku/domain';
import { EChart } from '../../common/EChart';
import { loadFailedText, reportTitle } from '../texts';
import { WATER_TEXTS as W, waterChartOption } from './water-report';

const RANGES = [{ value: 0, label: W.fullYear }, ...Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: W.month(i + 1) }))];

/**
 * /archives/water-histories (spec 001 "Water reports"): water level (cm) and water temperature
 * (℃) per sensor, the 00:00 and 12:00 points of each day; full year or one month, the current
 * month by default; a button to the yearly sensor table.
 */
export default function ArchivesWater({ session }: RemoteRouteProps) {
  const navigate = useNavigate();
  const [month, setMonth] = useState(() => Number(tokyoToday().slice(5, 7)));
  const year = session.managementYear ?? tokyoToday().slice(0, 4);
  const yearly = useRouteQuery(CLIENT_ROUTES['readings.yearly'], { query: { year, ...(month ? { month } : {}) } });
  const series = yearly.data ? (yearly.data.list ?? []) : yearly.error ? [] : null;
  useEffect(() => {
    if (yearly.error) console.error(yearly.error);
  }, [yearly.error]);

  return (
    <Card
      data-testid="water-report"
      title={reportTitle(session.managementYear, W.title)}
      extra={<Button data-testid="water-report-table" onClick={() => navigate('/archives/water-histories/sensor')}>{W.table}</Button>}
      styles={{ body: { padding: 16 } }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Flex gap={8} align="center">
          <Select data-testid="water-report-range" aria-label={W.range} value={month} options={RANGES} onChange={setMonth} style={{ width: 120 }} />
        </Flex>
        {yearly.error ? (
          <Typography.Text type="danger" data-testid="water-report-error">{loadFailedText(yearly.error)}</Typography.Text>
        ) : series && series.length === 0 ? (
          <Typography.Text type="secondary">{EMPTY.sensorHistories}</Typography.Text>
        ) : null}
        <EChart testId="water-report-level" option={waterChartOption(series ?? [], 'level')} height={300} />
        <EChart testId="water-report-temperature" option={waterChartOption(series ?? [], 'temperature')} height={300} />
      </Space>
    </Card>
  );
}
