import { ALERTS_PAGE_SIZE, type SensorAlert } from '@inasaku/contracts';
import { pageQuery } from '@inasaku/domain';
import { EMPTY, PagedTable, useCursorPages, WidgetList, type DashboardWidgetProps } from '@inasaku/ui';
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
  const pages = useCursorPages<SensorAlert>({
    fetchPage: (fromPage, toPage, current) => sensorApi.listAlerts(alertPageQuery(fromPage, toPage, current)),
    pageSize: ALERTS_PAGE_SIZE,
    logLabel: '[mfe-water] alerts could not be loaded',
  });

  return (
    <WidgetList testId="alerts-widget" pages={pages} errorTestId="alerts-error" errorText={WIDGET_TEXTS.loadFailed} emptyDescription={EMPTY.alerts}>
      <PagedTable<SensorAlert> pages={pages} rowKey="alert_id" emptyText={EMPTY.alerts} pagerTestId="alerts-pager"
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
    </WidgetList>
  );
}
