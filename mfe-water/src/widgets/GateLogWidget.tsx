import { GATE_STATUS_LABELS, GATE_TYPE_LABELS, type GateStatus, type Paged, type WaterGateLog } from '@inasaku/contracts';
import { PAGE_SIZES, pageQuery } from '@inasaku/domain';
import { EMPTY, type DashboardWidgetProps } from '@inasaku/ui';
import { Empty, Flex, Pagination, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { gatesApi } from '../gates/api';
import { GATE_COLORS } from '../gates/gate-markers';
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
  const [data, setData] = useState<Paged<WaterGateLog>>({ list: [], total_count: 0 });
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  // The page on screen and its logs, read when moving to another page (cursor of §4).
  const shown = useRef({ page: 1, list: [] as WaterGateLog[] });
  const request = useRef(0);

  const load = useCallback(
    async (toPage: number) => {
      const id = ++request.current;
      setLoading(true);
      try {
        const query = pageQuery({
          pageSize: PAGE_SIZES.gateLogs, fromPage: shown.current.page, toPage, lastIdOfCurrentPage: shown.current.list.at(-1)?.log_id,
        });
        const result = await gatesApi.logs(mid, query);
        if (id !== request.current) return;
        shown.current = { page: toPage, list: result.list };
        setData(result);
        setPage(toPage);
        setFailed(false);
      } catch (e) {
        console.error('[mfe-water] gate log could not be loaded', e);
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

  if (!loading && !failed && data.total_count === 0) {
    return (
      <div data-testid="gate-log-widget">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid="gate-log-empty">{EMPTY.gateLogs}</span>} />
      </div>
    );
  }

  const c = GATE_TEXTS.columns;
  return (
    <div data-testid="gate-log-widget">
      {failed ? (
        <Typography.Text type="danger" data-testid="gate-log-error">
          {LOAD_FAILED}
        </Typography.Text>
      ) : null}
      <Table<WaterGateLog>
        size="small"
        rowKey="log_id"
        loading={loading}
        dataSource={data.list}
        pagination={false}
        tableLayout="fixed"
        locale={{ emptyText: EMPTY.gateLogs }}
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
            render: (_v, log) => <span style={{ whiteSpace: 'nowrap' }} data-testid="gate-log-datetime">{dayjs(log.datetime).format('MM/DD HH:mm')}</span>,
          },
          { key: 'worker', title: c.worker, ellipsis: { showTitle: true }, render: (_v, log) => <span data-testid="gate-log-worker">{log.worker}</span> },
          {
            key: 'field', title: c.field, ellipsis: { showTitle: true },
            render: (_v, log) => <span data-testid="gate-log-field">{log.paddy_field_name?.trim() ? log.paddy_field_name : GATE_TEXTS.unnamedField}</span>,
          },
        ]}
      />
      <Flex justify="flex-end" style={{ marginTop: 8 }}>
        <Pagination
          size="small"
          data-testid="gate-log-pager"
          current={page}
          pageSize={PAGE_SIZES.gateLogs}
          total={data.total_count}
          showSizeChanger={false}
          hideOnSinglePage
          disabled={loading}
          onChange={(p) => void load(p)}
        />
      </Flex>
    </div>
  );
}
