import {
  reportSheet, workReportLayout,
  type ReportColumn, type ReportLayout, type ReportPaddyField, type ReportRow, type ReportWorkEntry, type Season,
} from '@inasaku/contracts';
import type { RemoteRouteProps } from '@inasaku/ui';
import { Button, Card, Checkbox, Flex, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { excelFileName } from '../../common/file-name';
import { readableTextOn } from '../../common/readable-text';
import { loadWorkReportData, workReportKey } from '../common/api';
import { buildGridWorkbook, saveBytes } from '../common/grid-workbook';
import { ImagesModal } from '../common/ImagesModal';
import { ARCHIVE_TEXTS, loadFailedText, reportTitle } from '../texts';
import { ImageExport } from '../export/ImageExport';
import { cellText } from './cell-text';
import { useDownload } from '../../common/useDownload';

const T = ARCHIVE_TEXTS;

interface Data {
  fields: ReportPaddyField[];
  seasons: Season[];
  histories: ReportWorkEntry[];
}

const SUMMARY_STYLE = { background: '#fafafa', fontWeight: 600 } as const;
const rowClassName = (r: ReportRow) => (r.kind === 'summary' ? 'report-summary-row' : '');
const onRow = (r: ReportRow) =>
  ({ 'data-testid': r.kind === 'summary' ? 'report-summary-row' : 'report-row', style: r.kind === 'summary' ? SUMMARY_STYLE : undefined }) as never;

/** The field's name, and under it (wrapped) the note of a boundary area that differs from the typed one. */
function nameCell(name: string, row: ReportRow) {
  if (!row.areaNote) return name;
  return (
    <>
      {name}
      <Typography.Text type="warning" data-testid="report-area-note" style={{ display: 'block', fontSize: 12, whiteSpace: 'normal' }}>
        {row.areaNote}
      </Typography.Text>
    </>
  );
}

/**
 * A date column's width: "2026/04/20" is about 84 px in the table's 14 px text (90 bold, in the
 * 開始日 and 終了日 rows) plus 16 px of cell padding. Narrower, the date broke after "2026/04/2".
 */
export const DATE_COLUMN_PX = 112;

/** Pixel width of a column: dates whole on one line, names a little wider than the rest. */
export function widthOf(c: Pick<ReportColumn, 'kind' | 'title' | 'type'>): number {
  if (c.kind === 'image') return 56;
  const byTitle = Math.max(96, Math.min(200, c.title.length * 14 + 24));
  return c.type === 'date' ? Math.max(DATE_COLUMN_PX, byTitle) : byTitle;
}

export function useWorkReport(mode: 'paddy' | 'notpaddy', showAll: boolean, showOutside: boolean, data: Data | null): ReportLayout | null {
  return useMemo(() => (data ? workReportLayout(data, { mode, showAll, showOutside }) : null), [mode, showAll, showOutside, data]);
}

/**
 * The yearly work report (spec 001 "Yearly work report, paddy fields" and "outside fields"):
 * the table of layout.ts, 全項目表示, ほ場外作業表示 (field report), the Excel download built in
 * the browser, and the image Excel export built on the server (field report).
 */
export function WorkReport({ session, mode }: RemoteRouteProps & { mode: 'paddy' | 'notpaddy' }) {
  const [showAll, setShowAll] = useState(false);
  const [showOutside, setShowOutside] = useState(false);
  const [images, setImages] = useState<string[] | null>(null);
  const mid = session.managementId;

  const report = useQuery({ queryKey: workReportKey(mid), queryFn: ({ signal }) => loadWorkReportData(mid, signal) });
  const data: Data | null = report.data ?? null;
  const failed = !!report.error;
  useEffect(() => {
    if (report.error) console.error(report.error);
  }, [report.error]);

  const layout = useWorkReport(mode, showAll, showOutside, data);

  const columns = useMemo<ColumnsType<ReportRow>>(() => {
    if (!layout) return [];
    const fixed: ColumnsType<ReportRow> = [
      { key: 'number', title: '番号', dataIndex: 'number', width: 64, fixed: 'left', align: 'right' },
      { key: 'name', title: mode === 'paddy' ? 'ほ場名' : '', dataIndex: 'name', width: 140, fixed: 'left', ellipsis: true, render: nameCell },
    ];
    const header = (color: string) => () => ({ style: { background: color, color: readableTextOn(color) } });
    return [
      ...fixed,
      ...layout.seasons.map((s) => ({
        key: s.season.season_id,
        title: s.season.season_name,
        onHeaderCell: header(s.color),
        children: s.groups.map((g) => ({
          key: `${g.item.item_id}:${g.repeat}`,
          title: <span data-testid="report-group">{g.title}</span>,
          onHeaderCell: header(s.color),
          children: g.columns.map((c) => ({
            key: c.key,
            title: c.title,
            width: widthOf(c),
            onHeaderCell: header(s.color),
            render: (_: unknown, row: ReportRow) => {
              const cell = row.cells[c.key];
              if (!cell?.value) return null;
              if (c.kind === 'image' && cell.images) {
                return (
                  <Typography.Link data-testid="report-image-link" onClick={() => setImages(cell.images ?? null)}>
                    {cell.value}
                  </Typography.Link>
                );
              }
              return cellText(cell.value, c.type);
            },
          })),
        })),
      })),
    ];
  }, [layout, mode]);

  const rows = useMemo(() => (layout ? [...layout.summary, ...layout.rows] : []), [layout]);
  const virtual = rows.length > 200;
  // Stable props: the table does not lay out its rows again when only the buttons' state changes.
  const scroll = useMemo(() => {
    const x = 204 + (layout?.columns.reduce((w, c) => w + widthOf(c), 0) ?? 0);
    return virtual ? { x, y: 640 } : { x };
  }, [layout, virtual]);

  const locale = useMemo(() => ({ emptyText: mode === 'paddy' ? T.noFields : T.noWork }), [mode]);

  const { busy, download } = useDownload('work report download', async () => {
    if (!layout) return;
    const bytes = await buildGridWorkbook(reportSheet(layout));
    saveBytes(excelFileName(session.config.productName, session.managementYear ?? '', 'history'), bytes);
  });

  const title = reportTitle(session.managementYear, T.work, ...(mode === 'notpaddy' ? [T.notPaddy] : []));
  return (
    <Card data-testid={`work-report-${mode}`} title={title} styles={{ body: { padding: 16 } }}>
      <Flex gap={16} wrap align="center" style={{ marginBottom: 12 }}>
        <Checkbox data-testid="report-show-all" checked={showAll} onChange={(e) => setShowAll(e.target.checked)}>
          {T.showAll}
        </Checkbox>
        {mode === 'paddy' ? (
          <Checkbox data-testid="report-show-outside" checked={showOutside} onChange={(e) => setShowOutside(e.target.checked)}>
            {T.showOutside}
          </Checkbox>
        ) : null}
        <Button data-testid="report-download" disabled={!layout} loading={busy} onClick={() => void download()}>
          {T.download}
        </Button>
        {mode === 'paddy' ? <ImageExport session={session} disabled={!layout} showAll={showAll} showOutside={showOutside} /> : null}
      </Flex>
      {failed ? (
        <Typography.Paragraph type="danger" data-testid="report-error">
          {loadFailedText(report.error)}
        </Typography.Paragraph>
      ) : null}
      <Table<ReportRow>
        data-testid="work-report-table"
        size="small"
        bordered
        rowKey="key"
        loading={!layout && !failed}
        columns={columns}
        dataSource={rows}
        pagination={false}
        virtual={virtual}
        scroll={scroll}
        rowClassName={rowClassName}
        onRow={onRow}
        locale={locale}
      />
      <ImagesModal paths={images} onClose={() => setImages(null)} />
    </Card>
  );
}
