import { GATE_STATUS_LABELS, GATE_TYPE_LABELS, type GateStatus, type WaterGateLog } from '@inasaku/contracts';
import { formatTokyo, PAGE_SIZES, pageQuery } from '@inasaku/domain';
import { EMPTY, PagedTable, useCursorPages, WidgetList, type DashboardWidgetProps } from '@inasaku/ui';
import { Tag } from 'antd';
import { gatesApi } from '../gates/api';
import { GATE_COLORS } from '../gates/gate-colors';
import { GATE_TEXTS } from '../gates/texts';

// The status colour tints the tag; its text stays dark, readable on every tint (a blue text on light blue was 3.3:1).
const TAG_TEXT = 'rgba(0, 0, 0, 0.88)';

const LOAD_FAILED = '水門ログを読み込めませんでした。';

/**
 * The dashboard's water-gate log (spec 001 "Dashboard"): 8 per page, paged as §4 describes,
 * newest first; gate type, status, datetime, operator and field; read-only.
 */
export default function GateLogWidget({ session }: DashboardWidgetProps) {
  const mid = session.managementId;
  const pages = useCursorPages<WaterGateLog>({
    fetchPage: (fromPage, toPage, current) =>
      gatesApi.logs(mid, pageQuery({ pageSize: PAGE_SIZES.gateLogs, fromPage, toPage, lastIdOfCurrentPage: current.at(-1)?.log_id })),
    pageSize: PAGE_SIZES.gateLogs,
    resetKey: mid,
    logLabel: '[mfe-water] gate log could not be loaded',
  });

  const c = GATE_TEXTS.columns;
  const empty = <span data-testid="gate-log-empty">{EMPTY.gateLogs}</span>;
  return (
    <WidgetList testId="gate-log-widget" pages={pages} errorTestId="gate-log-error" errorText={LOAD_FAILED} emptyDescription={empty}>
      <PagedTable<WaterGateLog> pages={pages} rowKey="log_id" emptyText={EMPTY.gateLogs} pagerTestId="gate-log-pager"
        onRow={(log) => ({ 'data-testid': 'gate-log-row', 'data-gate-type': log.gate_type }) as never}
        columns={[
          {
            key: 'type', title: c.type, width: 92,
            render: (_v, log) => <span data-testid="gate-log-type">{GATE_TYPE_LABELS[log.gate_type]}</span>,
          },
          {
            key: 'status', title: c.status, width: 64,
            render: (_v, log) => {
              const status = Number(log.gate_status) as GateStatus;
              return (
                <Tag color={GATE_COLORS[log.gate_type === 2 ? 'out' : 'supply'][status]} data-testid="gate-log-status" style={{ marginInlineEnd: 0, color: TAG_TEXT }}>
                  {GATE_STATUS_LABELS[status]}
                </Tag>
              );
            },
          },
          {
            key: 'datetime', title: c.datetime, width: 100,
            render: (_v, log) => <span style={{ whiteSpace: 'nowrap' }} data-testid="gate-log-datetime">{formatTokyo(log.datetime, 'MM/DD HH:mm')}</span>,
          },
          { key: 'worker', title: c.worker, ellipsis: { showTitle: true }, render: (_v, log) => <span data-testid="gate-log-worker">{log.worker}</span> },
          {
            key: 'field', title: c.field, ellipsis: { showTitle: true },
            render: (_v, log) => <span data-testid="gate-log-field">{log.paddy_field_name?.trim() ? log.paddy_field_name : GATE_TEXTS.unnamedField}</span>,
          },
        ]}
      />
    </WidgetList>
  );
}
