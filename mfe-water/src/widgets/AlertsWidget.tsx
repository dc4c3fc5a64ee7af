import { ALERTS_PAGE_SIZE, type SensorAlert } from '@inasaku/contracts';
import { pageQuery } from '@inasaku/domain';
import { EMPTY, type DashboardWidgetProps } from '@inasaku/ui';
import { Empty, Flex, Pagination, Table, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sensorApi, type AlertPageQuery } from '../sensors/api';
import { shortDateTimeText } from '../sensors/sensor-view';
import { WIDGET_TEXTS } from '../sensors/texts';
import { AlertDeliveryNote } from './AlertDeliveryNote';
import { AlertMark, alertRowStyle } from './AlertMark';

/** GET /api/sensor/alert query to read `toPage` while `current` (the alerts of `fromPage`) is shown (spec 001 §4). */
export function alertPageQuery(fromPage: number, toPage: number, current: readonly Pick<SensorAlert, 'alert_id'>[]): AlertPageQuery {
  const q = pageQuery({ pageSize: ALERTS_PAGE_SIZE, fromPage, toPage, lastIdOfCurrentPage: current[current.length - 1]?.alert_id });
  const out: AlertPageQuery = { count: q.count };
  if (q.latest_id) out.latest_alert_id = q.latest_id;
  if (q.skip_page !== undefined) out.skip_page = q.skip_page;
  return out;
}

/** The dashboard's water-level alert list (spec 001 "Dashboard"): 8 per page from the server, `MM/DD HH:mm` and the message. */
export default function AlertsWidget(_props: DashboardWidgetProps) {
  const [data, setData] = useState<{ list: SensorAlert[]; total_count: number }>({ list: [], total_count: 0 });
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const shown = useRef({ page: 1, list: [] as SensorAlert[] });
  const request = useRef(0);

  const load = useCallback(async (toPage: number) => {
    const id = ++request.current;
    setLoading(true);
    try {
      const result = await sensorApi.listAlerts(alertPageQuery(shown.current.page, toPage, shown.current.list));
      if (id !== request.current) return;
      shown.current = { page: toPage, list: result.list };
      setData(result);
      setPage(toPage);
      setFailed(false);
    } catch (e) {
      // Load failures are only logged (spec 001 §8); the widget says it could not load.
      console.error('[mfe-water] alerts could not be loaded', e);
      if (id === request.current) setFailed(true);
    } finally {
      if (id === request.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    shown.current = { page: 1, list: [] };
    void load(1);
  }, [load]);

  if (!loading && !failed && data.total_count === 0 && data.list.length === 0) {
    return (
      <div data-testid="alerts-widget">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY.alerts} />
      </div>
    );
  }

  return (
    <div data-testid="alerts-widget">
      {failed ? (
        <Typography.Text type="danger" data-testid="alerts-error">
          {WIDGET_TEXTS.loadFailed}
        </Typography.Text>
      ) : null}
      <Table<SensorAlert>
        size="small"
        rowKey="alert_id"
        loading={loading}
        dataSource={data.list}
        pagination={false}
        tableLayout="fixed"
        locale={{ emptyText: EMPTY.alerts }}
        onRow={(a) => ({ 'data-testid': 'alert-row', 'data-alert': a.alert_id, 'data-type': a.alert_type, style: alertRowStyle(a.alert_type) }) as never}
        columns={[
          {
            key: 'datetime',
            title: WIDGET_TEXTS.datetime,
            width: 96,
            render: (_v, a) => <span style={{ whiteSpace: 'nowrap' }}>{shortDateTimeText(a.datetime)}</span>,
          },
          {
            key: 'message',
            title: WIDGET_TEXTS.message,
            render: (_v, a) => (
              <>
                <AlertMark type={a.alert_type} />
                <span style={{ whiteSpace: 'pre-wrap' }}>{a.message}</span>
                <AlertDeliveryNote alert={a} />
              </>
            ),
          },
        ]}
      />
      <Flex justify="flex-end" style={{ marginTop: 8 }}>
        <Pagination
          size="small"
          data-testid="alerts-pager"
          current={page}
          pageSize={ALERTS_PAGE_SIZE}
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
