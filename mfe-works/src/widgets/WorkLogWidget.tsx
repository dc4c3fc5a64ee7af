import { PictureOutlined } from '@ant-design/icons';
import type { Paged, WorkLog } from '@inasaku/contracts';
import { PAGE_SIZES } from '@inasaku/domain';
import { ApiError, CONFIRM, EMPTY, ERRORS, useDialog, type DashboardWidgetProps } from '@inasaku/ui';
import { App, Empty, Flex, Grid, Pagination, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useRef, useState } from 'react';
import { announceWorksChanged, dashboardApi } from './api';
import { LOG_TEXTS } from './texts';
import { WorkLogDetail } from './WorkLogDetail';
import { WorkLogPhoneRow } from './WorkLogPhoneRow';
import { areaText, fieldColumnText, isDeleteLog, itemColumnText, logPageQuery, shortDate } from './work-log';

const DELETED_STYLE = { color: 'rgba(0, 0, 0, 0.62)', background: '#fafafa' };
/** A phone (antd's xs, below 576 px) gets one three-line column instead of six squeezed ones. */
const PHONE_COLUMNS: ColumnsType<WorkLog> = [
  { key: 'phone', title: LOG_TEXTS.phoneColumn, render: (_v, log) => <WorkLogPhoneRow log={log} /> },
];

/** Spec 001 §8: a dashboard save or delete failure alerts '通信エラー' (or the server's refusal) and is rethrown. */
function deleteMessage(e: unknown): string {
  return e instanceof ApiError && [400, 403, 404, 409].includes(e.status) ? e.message : ERRORS.communication;
}

/**
 * The dashboard's work log (spec 001 "Dashboard"): 8 per page, paged as §4 describes; a delete
 * log is marked '[削除]' and greyed; a row opens the detail frame with 削除.
 */
export default function WorkLogWidget({ session }: DashboardWidgetProps) {
  const { message } = App.useApp();
  const dialog = useDialog();
  const phone = Grid.useBreakpoint().xs === true;
  const [data, setData] = useState<Paged<WorkLog>>({ list: [], total_count: 0 });
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<WorkLog | null>(null);
  const [deleting, setDeleting] = useState(false);
  const mid = session.managementId;
  // The page on screen and its logs, read when moving to another page.
  const shown = useRef({ page: 1, list: [] as WorkLog[] });
  const request = useRef(0);

  const load = useCallback(
    async (toPage: number) => {
      const id = ++request.current;
      setLoading(true);
      try {
        const query = logPageQuery(shown.current.page, toPage, shown.current.list);
        const result = await dashboardApi.listLogs(mid, query);
        if (id !== request.current) return;
        // A page emptied meanwhile (deletes elsewhere): fall back to the last page that exists.
        const lastPage = Math.max(1, Math.ceil(result.total_count / PAGE_SIZES.logs));
        if (result.list.length === 0 && toPage > lastPage) {
          shown.current = { page: 1, list: [] };
          void load(lastPage);
          return;
        }
        shown.current = { page: toPage, list: result.list };
        setData(result);
        setPage(toPage);
        setFailed(false);
      } catch (e) {
        // Other load failures are only logged (spec 001 §8); the widget says it could not load.
        console.error(e);
        if (id === request.current) setFailed(true);
      } finally {
        if (id === request.current) setLoading(false);
      }
    },
    [mid],
  );

  useEffect(() => {
    shown.current = { page: 1, list: [] };
    void load(1);
  }, [load]);

  const remove = async (log: WorkLog) => {
    if (!(await dialog.confirm(CONFIRM.deleteWorkLog))) return;
    setDeleting(true);
    try {
      try {
        await dashboardApi.deleteLog(mid, log.log_id);
      } catch (e) {
        await dialog.message(deleteMessage(e));
        throw e;
      }
      message.success(LOG_TEXTS.deleted);
      setSelected(null);
      announceWorksChanged();
      shown.current = { page: 1, list: [] };
      await load(1);
    } catch (e) {
      console.error(e);
    } finally {
      setDeleting(false);
    }
  };

  if (!loading && !failed && data.total_count === 0 && data.list.length === 0) {
    return (
      <div data-testid="work-log-widget">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY.workLogs} />
      </div>
    );
  }

  return (
    <div data-testid="work-log-widget">
      {failed ? (
        <Typography.Text type="danger" data-testid="work-log-error">
          {LOG_TEXTS.loadFailed}
        </Typography.Text>
      ) : null}
      <Table<WorkLog>
        size="small"
        rowKey="log_id"
        loading={loading}
        dataSource={data.list}
        pagination={false}
        tableLayout="fixed"
        locale={{ emptyText: EMPTY.workLogs }}
        onRow={(log) =>
          ({
            onClick: () => setSelected(log),
            style: { cursor: 'pointer', ...(isDeleteLog(log) ? DELETED_STYLE : {}) },
            'data-testid': 'work-log-row',
            'data-log-type': log.type,
            'data-deleted': isDeleteLog(log) ? 'true' : undefined,
          }) as never
        }
        columns={phone ? PHONE_COLUMNS : [
          { key: 'date', title: LOG_TEXTS.date, width: 64, render: (_v, log) => <span style={{ whiteSpace: 'nowrap' }}>{shortDate(log.work_date)}</span> },
          // Worker and item wrap rather than cut: they are what a reader scans for.
          { key: 'worker', title: LOG_TEXTS.worker, render: (_v, log) => log.worker ?? '' },
          {
            key: 'item',
            title: LOG_TEXTS.item,
            render: (_v, log) =>
              isDeleteLog(log) ? (
                <span title={itemColumnText(log)}>
                  <span data-testid="work-log-deleted-mark">{LOG_TEXTS.deletedMark}</span>
                  <span style={{ textDecoration: 'line-through' }}>{log.item_name}</span>
                </span>
              ) : (
                log.item_name
              ),
          },
          {
            key: 'fields',
            title: LOG_TEXTS.fields,
            ellipsis: { showTitle: true },
            render: (_v, log) => fieldColumnText(log),
          },
          { key: 'area', title: LOG_TEXTS.area, width: 72, align: 'right', render: (_v, log) => areaText(log.area_total) },
          {
            key: 'image',
            title: <PictureOutlined aria-label={LOG_TEXTS.image} />,
            width: 32,
            align: 'center',
            render: (_v, log) =>
              log.image_paths.length > 0 ? <PictureOutlined aria-label={LOG_TEXTS.hasImage} data-testid="work-log-image-icon" /> : null,
          },
        ]}
      />
      <Flex justify="flex-end" style={{ marginTop: 8 }}>
        <Pagination
          size="small"
          data-testid="work-log-pager"
          current={page}
          pageSize={PAGE_SIZES.logs}
          total={data.total_count}
          showSizeChanger={false}
          hideOnSinglePage
          disabled={loading}
          onChange={(p) => void load(p)}
        />
      </Flex>
      <WorkLogDetail log={selected} canEdit={session.canEdit} deleting={deleting} onDelete={remove} onClose={() => setSelected(null)} />
    </div>
  );
}
