import type { WorkLog } from '@inasaku/contracts';
import { PAGE_SIZES } from '@inasaku/domain';
import { ApiError, CONFIRM, EMPTY, ERRORS, imageColumn, PagedTable, useCursorPages, useDialog, WidgetList, type DashboardWidgetProps } from '@inasaku/ui';
import { App, Grid } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
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
  const [selected, setSelected] = useState<WorkLog | null>(null);
  const [deleting, setDeleting] = useState(false);
  const mid = session.managementId;
  const pages = useCursorPages<WorkLog>({
    fetchPage: (fromPage, toPage, current) => dashboardApi.listLogs(mid, logPageQuery(fromPage, toPage, current)),
    pageSize: PAGE_SIZES.logs,
    resetKey: mid,
    fallBackToLastPage: true,
  });

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
      await pages.reload(1);
    } catch (e) {
      console.error(e);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <WidgetList testId="work-log-widget" pages={pages} errorTestId="work-log-error" errorText={LOG_TEXTS.loadFailed} emptyDescription={EMPTY.workLogs}>
      <PagedTable<WorkLog> pages={pages} rowKey="log_id" emptyText={EMPTY.workLogs} pagerTestId="work-log-pager"
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
          imageColumn<WorkLog>({ width: 32, label: LOG_TEXTS.image, hasImageLabel: LOG_TEXTS.hasImage, testId: 'work-log-image-icon' }),
        ]}
      />
      <WorkLogDetail log={selected} canEdit={session.canEdit} deleting={deleting} onDelete={remove} onClose={() => setSelected(null)} />
    </WidgetList>
  );
}
