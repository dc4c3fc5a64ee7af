import { Card, Col, Empty, Row, Typography } from 'antd';
import { MENU_LABELS, RemoteModule, type DashboardWidgetProps } from '@inasaku/ui';
import { useShell } from '../session/ShellContext';
import { widgetsFor } from './widgets';

/** The dashboard: one card per remote widget in a responsive grid. */
export function Dashboard() {
  const { session, plan, reloadKey } = useShell();
  const props: DashboardWidgetProps = { session, routeName: 'dashboard' };

  return (
    <div data-testid="dashboard">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {MENU_LABELS.dashboard}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {widgetsFor(plan).map((w) => (
          <Col key={w.key} xs={24} xl={12} data-widget={w.key}>
            <Card title={w.title} size="small" style={{ height: '100%' }} styles={{ body: { minHeight: 160 } }}>
              <RemoteModule
                key={reloadKey}
                remote={w.remote}
                module={w.module}
                props={props as unknown as Record<string, unknown>}
                size="compact"
                unavailable={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={w.empty} />}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
