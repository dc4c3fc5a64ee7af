import type { RemoteRouteProps } from '@inasaku/ui';
import { Button, Card, Divider, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { SENSORS_PAGE_TEXTS } from './sensors/texts';
import AlertsWidget from './widgets/AlertsWidget';
import SensorsWidget from './widgets/SensorsWidget';

/**
 * /sensors (spec 001 "Sensor registration map": a placeholder sensor page exists): the sensor
 * alert page (access-log code 27, センサーアラート). It lists the account's sensors with their
 * alert state and the water-level alerts, like the dashboard, and leads to the sensor map and the
 * registration map.
 */
export default function Sensors(props: RemoteRouteProps) {
  const navigate = useNavigate();
  return (
    <Card title={SENSORS_PAGE_TEXTS.title} data-testid="sensors-page" style={{ maxWidth: 960 }}>
      <Typography.Paragraph type="secondary">{SENSORS_PAGE_TEXTS.lead}</Typography.Paragraph>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" data-testid="sensors-to-map" onClick={() => navigate('/water/show')}>
          {SENSORS_PAGE_TEXTS.toMap}
        </Button>
        <Button data-testid="sensors-to-add" disabled={!props.session.canEdit} onClick={() => navigate('/sensor/add')}>
          {SENSORS_PAGE_TEXTS.toAdd}
        </Button>
      </Space>
      <SensorsWidget {...props} />
      <Divider />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {SENSORS_PAGE_TEXTS.alerts}
      </Typography.Title>
      <AlertsWidget {...props} />
    </Card>
  );
}
