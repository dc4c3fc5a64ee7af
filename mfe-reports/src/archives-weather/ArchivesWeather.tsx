import { CLIENT_ROUTES } from '@inasaku/contracts';
import { useRouteQuery, type RemoteRouteProps } from '@inasaku/ui';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { EChart } from '../common/EChart';
import { useLoggedFailure } from '../common/errors';
import { downloadWorkbook } from '../common/excel';
import { excelFileName } from '../common/file-name';
import { jstDate, monthWindow } from '../common/jst';
import { NO_STATUS, statusOf, weatherQuery, type WeatherDay } from '../common/weather-api';
import { StatusNotice } from '../weather/StatusNotice';
import { precipitationOption, temperatureOption, weatherSheet, windOption } from './report-model';
import { REPORT_TEXTS as T, weatherReportTitle } from './texts';
import { useDownload } from '../common/useDownload';

/** 0 is the full year, 1–12 the months. */
type Range = number;
const RANGE_OPTIONS = [{ value: 0, label: T.fullYear }, ...Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: T.month(i + 1) }))];

/**
 * /archives/weather-histories (spec 001 "Weather report"): temperature, precipitation and wind of
 * the chosen year, for the full year or one month (day 1 00:00:00 to the last day 23:59:59 at
 * +0900); the Excel download works once the data is loaded. A load failure is only logged.
 */
export default function ArchivesWeather({ session }: RemoteRouteProps) {
  const year = Number(session.managementYear ?? jstDate(new Date()).slice(0, 4));
  const [range, setRange] = useState<Range>(0);
  const mid = session.managementId;
  const histories = useRouteQuery(CLIENT_ROUTES['weatherHistories.daily'], weatherQuery(mid, monthWindow(year, range === 0 ? null : range)));
  useLoggedFailure('weather histories load', histories.error);
  const rows: WeatherDay[] | null = histories.data ? (histories.data.list ?? []) : histories.error ? [] : null;
  const status = histories.data ? statusOf(histories.data) : NO_STATUS;

  const loaded = rows !== null;
  const { busy: downloading, download } = useDownload('weather report download', async () => {
    if (rows) await downloadWorkbook(excelFileName(session.config.productName, year, 'weather'), weatherSheet(rows));
  });

  const data = rows ?? [];
  return (
    <Card
      data-testid="weather-report"
      title={weatherReportTitle(session.managementYear)}
      styles={{ body: { padding: 16 } }}
      extra={
        <Button
          icon={<DownloadOutlined />}
          data-testid="weather-report-download"
          disabled={!loaded || data.length === 0}
          loading={downloading}
          onClick={() => void download()}
        >
          {T.download}
        </Button>
      }
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <StatusNotice status={status} />
        <Flex align="center" gap={8}>
          <Typography.Text>{T.range}</Typography.Text>
          {/* 13 short options: all rendered (no virtual list), so every month can be reached without scrolling. */}
          <Select<Range>
            data-testid="weather-report-range"
            aria-label={T.range}
            value={range}
            options={RANGE_OPTIONS}
            onChange={setRange}
            virtual={false}
            listHeight={13 * 32 + 8}
            style={{ width: 120 }}
          />
        </Flex>
        <EChart testId="weather-report-temperature" option={temperatureOption(data)} height={300} />
        <EChart testId="weather-report-precipitation" option={precipitationOption(data)} height={260} />
        <EChart testId="weather-report-wind" option={windOption(data)} height={260} />
      </Space>
    </Card>
  );
}
