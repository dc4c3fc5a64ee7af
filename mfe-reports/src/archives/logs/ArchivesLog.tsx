import { CLIENT_ROUTES, type WorkLog } from '@inasaku/contracts';
import { FIXED_DETAIL_ROWS, PAGE_SIZES } from '@inasaku/domain';
import { EMPTY, formatNumber, useRouteQuery, type RemoteRouteProps } from '@inasaku/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Image, Modal, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { mediaFileUrl } from '@inasaku/contracts';
import { allLogsKey, firstLogsQuery, loadAllLogs } from '../common/api';
import { ARCHIVE_TEXTS as T, loadFailedText, reportTitle } from '../texts';
import { LOG_TEXTS, logTypeLabel, shortDate } from './log-format';

const FIRST_ROWS = PAGE_SIZES.reportRows;

/**
 * /archives/logs (spec 001 "Work log report"): operation type, work date, worker, item, fields,
 * total area, image marker; the first 10 rows then すべてを見る; a row opens the detail popup
 * (date, worker, category/item, area in a, field names, item details with units, images).
 */
export default function ArchivesLog({ session }: RemoteRouteProps) {
  const [wantAll, setWantAll] = useState(false);
  const [selected, setSelected] = useState<WorkLog | null>(null);
  const mid = session.managementId;
  const first = useRouteQuery(CLIENT_ROUTES['logs.list'], firstLogsQuery(mid, FIRST_ROWS));
  const everything = useQuery({ queryKey: allLogsKey(mid), queryFn: ({ signal }) => loadAllLogs(mid, signal), enabled: wantAll });
  const all = wantAll && !!everything.data;
  const current = wantAll ? everything : first;
  const data = (all ? everything.data : first.data) ?? { list: [], total_count: 0 };
  const loading = current.isFetching;
  const failed = !!current.error;
  useEffect(() => {
    if (current.error) console.error(current.error);
  }, [current.error]);

  const more = !all && data.total_count > data.list.length;
  return (
    <Card data-testid="logs-report" title={reportTitle(session.managementYear, T.logs)} styles={{ body: { padding: 16 } }}>
      {failed ? <Typography.Paragraph type="danger" data-testid="logs-report-error">{loadFailedText(current.error)}</Typography.Paragraph> : null}
      <Table<WorkLog>
        size="middle"
        rowKey="log_id"
        loading={loading}
        dataSource={data.list}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 820 }}
        locale={{ emptyText: EMPTY.workLogs }}
        rowClassName={(l) => (l.type === 3 ? 'work-log-deleted' : '')}
        onRow={(l) => ({ onClick: () => setSelected(l), style: { cursor: 'pointer' }, 'data-testid': 'logs-report-row' }) as never}
        columns={[
          { key: 'type', title: LOG_TEXTS.columns.type, width: 72, render: (_v, l) => logTypeLabel(l.type) },
          { key: 'date', title: LOG_TEXTS.columns.date, width: 110, render: (_v, l) => shortDate(l.work_date) },
          { key: 'worker', title: LOG_TEXTS.columns.worker, width: 120, ellipsis: true, render: (_v, l) => l.worker },
          { key: 'item', title: LOG_TEXTS.columns.item, width: 160, ellipsis: true, render: (_v, l) => `${l.season_name} / ${l.item_name}` },
          { key: 'fields', title: LOG_TEXTS.columns.fields, ellipsis: true, render: (_v, l) => l.paddy_fields.map((f) => f.paddy_field_name ?? '').join('、') },
          { key: 'area', title: LOG_TEXTS.columns.area, width: 110, align: 'right', render: (_v, l) => (l.area_total === null ? '' : `${formatNumber(Number(l.area_total), 2)} a`) },
          { key: 'image', title: LOG_TEXTS.columns.image, width: 64, align: 'center', render: (_v, l) => (l.image_paths.length ? <span data-testid="logs-report-image">{LOG_TEXTS.imageMarker}</span> : null) },
        ]}
      />
      {more ? (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Button data-testid="logs-see-all" loading={loading} onClick={() => (wantAll ? void everything.refetch() : setWantAll(true))}>{T.seeAll}</Button>
        </Flex>
      ) : null}
      <LogDetail log={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}

function LogDetail({ log, onClose }: { log: WorkLog | null; onClose: () => void }) {
  return (
    <Modal open={!!log} title={LOG_TEXTS.detailTitle} onCancel={onClose} footer={<Button onClick={onClose}>{T.close}</Button>} destroyOnHidden data-testid="logs-report-detail">
      {log ? (
        <>
          <Descriptions column={1} size="small" bordered items={[
            { key: 'date', label: LOG_TEXTS.columns.date, children: shortDate(log.work_date) },
            { key: 'worker', label: LOG_TEXTS.columns.worker, children: log.worker ?? '' },
            { key: 'item', label: LOG_TEXTS.categoryItem, children: `${log.season_name} / ${log.item_name}` },
            { key: 'area', label: LOG_TEXTS.columns.area, children: log.area_total === null ? '' : `${formatNumber(Number(log.area_total), 2)} a` },
            {
              key: 'fields', label: LOG_TEXTS.columns.fields,
              children: log.paddy_fields.length <= 1
                ? (log.paddy_fields[0]?.paddy_field_name ?? '')
                : <ol style={{ margin: 0, paddingLeft: 20 }}>{log.paddy_fields.map((f) => <li key={f.paddy_field_id}>{f.paddy_field_name ?? ''}</li>)}</ol>,
            },
            // After the fixed 実施日 and 作業者, shown on their own lines above; only the entered ones.
            ...log.item_details.slice(FIXED_DETAIL_ROWS).filter((d) => d.item_detail_value !== null && d.item_detail_value !== '').map((d, i) => ({
              key: `d${i}`,
              label: d.item_detail_name,
              children: d.item_detail_unit ? `${d.item_detail_value} ${d.item_detail_unit}` : d.item_detail_value,
            })),
          ]} />
          {log.image_paths.length ? (
            <Image.PreviewGroup>
              <Flex wrap gap={8} style={{ marginTop: 12 }} data-testid="logs-report-images">
                {log.image_paths.map((p) => <Image key={p} src={mediaFileUrl(p)} width={96} height={96} style={{ objectFit: 'cover' }} alt={T.images} />)}
              </Flex>
            </Image.PreviewGroup>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
