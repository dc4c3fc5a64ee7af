import { CLIENT_ROUTES, type WaterGateLog } from '@inasaku/contracts';
import { PAGE_SIZES } from '@inasaku/domain';
import { useRouteQuery, type RemoteRouteProps } from '@inasaku/ui';
import { Button, Card, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { downloadWorkbook } from '../../common/excel';
import { excelFileName } from '../../common/file-name';
import { ARCHIVE_TEXTS as T, loadFailedText, reportTitle } from '../texts';
import { GATE_TEXTS, gateRow, gateSheet } from './gate-report';
import { useDownload } from '../../common/useDownload';

const FIRST_ROWS = PAGE_SIZES.reportRows;

/**
 * /archives/water-gate (spec 001 "Water gate log report"): #, 給水/排水, 状態, 作業日時, 作業者, ほ場
 * of the whole year; 10 rows, then a row すべてを見る; 水門ログはありません when empty; Excel.
 */
export default function ArchivesWaterGate({ session }: RemoteRouteProps) {
  const [all, setAll] = useState(false);
  const mid = session.managementId;
  const yearLogs = useRouteQuery(CLIENT_ROUTES['waterGates.yearLogs'], { query: mid ? { management_id: mid } : {} });
  const failed = !!yearLogs.error;
  const logs: WaterGateLog[] | null = yearLogs.data ? yearLogs.data : failed ? [] : null;
  useEffect(() => {
    if (yearLogs.error) console.error(yearLogs.error);
  }, [yearLogs.error]);

  const list = logs ?? [];
  const shown = all ? list : list.slice(0, FIRST_ROWS);
  const rows: ({ key: string; cells: (string | number)[] } | { key: 'more' })[] = shown.map((l, i) => ({ key: l.log_id, cells: gateRow(l, i) }));
  if (!all && list.length > FIRST_ROWS) rows.push({ key: 'more' });

  const { download } = useDownload('gate report download', () =>
    downloadWorkbook(excelFileName(session.config.productName, session.managementYear ?? '', 'gatelog'), gateSheet(list)),
  );

  return (
    <Card
      data-testid="gate-report"
      title={reportTitle(session.managementYear, GATE_TEXTS.title)}
      extra={<Button data-testid="gate-report-download" disabled={logs === null} onClick={() => void download()}>{T.download}</Button>}
      styles={{ body: { padding: 16 } }}
    >
      {failed ? <Typography.Paragraph type="danger">{loadFailedText(yearLogs.error)}</Typography.Paragraph> : null}
      <Table
        size="middle"
        rowKey="key"
        loading={logs === null}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: GATE_TEXTS.empty }}
        onRow={(r) => (r.key === 'more'
          ? { onClick: () => setAll(true), style: { cursor: 'pointer' }, 'data-testid': 'gate-report-see-all' }
          : { 'data-testid': 'gate-report-row' }) as never}
        columns={GATE_TEXTS.columns.map((title, c) => ({
          key: String(c),
          title,
          width: c === 0 ? 56 : undefined,
          align: c === 0 ? ('right' as const) : undefined,
          onCell: (r: (typeof rows)[number]) => (r.key === 'more' ? { colSpan: c === 0 ? GATE_TEXTS.columns.length : 0 } : {}),
          render: (_: unknown, r: (typeof rows)[number]) => (r.key === 'more'
            ? (c === 0 ? <Typography.Link style={{ display: 'block', textAlign: 'center' }}>{T.seeAll}</Typography.Link> : null)
            : (r as { cells: (string | number)[] }).cells[c]),
        }))}
      />
    </Card>
  );
}
