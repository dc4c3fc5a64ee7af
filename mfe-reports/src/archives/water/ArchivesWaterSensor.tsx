import { CLIENT_ROUTES, type SensorReading } from '@inasaku/contracts';
import { PAGE_SIZES, tokyoToday } from '@inasaku/domain';
import { EMPTY, useRouteQuery, type RemoteRouteProps } from '@inasaku/ui';
import { Button, Card, Flex, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { downloadWorkbook } from '../../common/excel';
import { excelFileName } from '../../common/file-name';
import { ARCHIVE_TEXTS as T, loadFailedText, reportTitle } from '../texts';
import { WATER_TEXTS as W, sensorRow, sensorSheet } from './water-report';
import { useDownload } from '../../common/useDownload';

/**
 * /archives/water-histories/sensor (spec 001 "Water reports"): #, sensor product ID, sensor name,
 * measured datetime, level (cm), temperature (℃); first 10 rows then すべてを見る; the empty
 * message; Excel; a back button to archives-water.
 */
export default function ArchivesWaterSensor({ session }: RemoteRouteProps) {
  const navigate = useNavigate();
  const [all, setAll] = useState(false);
  const year = session.managementYear ?? tokyoToday().slice(0, 4);
  const table = useRouteQuery(CLIENT_ROUTES['readings.yearlyTable'], { query: { year } });
  const rows = table.data ? (table.data.list ?? []) : table.error ? [] : null;
  useEffect(() => {
    if (table.error) console.error(table.error);
  }, [table.error]);

  const list = rows ?? [];
  const shown = all ? list : list.slice(0, PAGE_SIZES.reportRows);
  const { download } = useDownload('sensor report download', () =>
    downloadWorkbook(excelFileName(session.config.productName, year, 'sensor'), sensorSheet(list)),
  );
  return (
    <Card
      data-testid="water-sensor-report"
      title={reportTitle(session.managementYear, W.sensorTitle)}
      extra={
        <Flex gap={8}>
          <Button data-testid="water-sensor-back" onClick={() => navigate('/archives/water-histories')}>{W.back}</Button>
          <Button data-testid="water-sensor-download" disabled={rows === null || list.length === 0} onClick={() => void download()}>{T.download}</Button>
        </Flex>
      }
      styles={{ body: { padding: 16 } }}
    >
      <Table
        size="middle"
        rowKey={(r) => `${r.sensor_id}:${r.datetime}`}
        loading={rows === null}
        dataSource={shown}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: table.error ? <Typography.Text type="danger" data-testid="water-sensor-error">{loadFailedText(table.error)}</Typography.Text> : EMPTY.sensorHistories }}
        onRow={() => ({ 'data-testid': 'water-sensor-row' }) as never}
        columns={W.columns.map((title, c) => ({ key: String(c), title, render: (_: unknown, r: SensorReading) => sensorRow(r, shown.indexOf(r))[c] }))}
      />
      {!all && list.length > shown.length ? (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Typography.Link data-testid="water-sensor-see-all" onClick={() => setAll(true)}>{T.seeAll}</Typography.Link>
        </Flex>
      ) : null}
    </Card>
  );
}
