import { LineChartOutlined } from '@ant-design/icons';
import { CLIENT_ROUTES, SENSORS_PAGE_SIZE, type Sensor } from '@inasaku/contracts';
import { EMPTY, useRouteQuery, type DashboardWidgetProps } from '@inasaku/ui';
import { Button, Empty, Table, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { year } from '../sensors/api';
import { measureText, sensorIcon, sensorLook } from '../sensors/sensor-view';
import { MAP_TEXTS, WIDGET_TEXTS } from '../sensors/texts';
import { SensorChartFrame } from './SensorChartFrame';

const NO_SENSORS: Sensor[] = [];

/** The sensor map focused on a sensor: spec 001 water-show with prmLat / prmLng. */
export function sensorMapPath(s: Pick<Sensor, 'latitude' | 'longitude'>): string {
  return `/water/show?${new URLSearchParams({ prmLat: String(s.latitude), prmLng: String(s.longitude) })}`;
}

/**
 * The dashboard's water-level sensor list (spec 001 "Dashboard"): 8 per page, paged locally; a
 * row goes to the sensor map at the sensor; the chart button opens the 7-point chart frame.
 */
export default function SensorsWidget({ session }: DashboardWidgetProps) {
  const navigate = useNavigate();
  const [charted, setCharted] = useState<Sensor | null>(null);
  const mid = session.managementId;
  const all = useRouteQuery(CLIENT_ROUTES['sensors.list'], { query: year(mid) });
  const sensors = all.data?.list ?? NO_SENSORS;
  const loading = all.isFetching;
  const failed = !!all.error;
  // Load failures are only logged (spec 001 §8); the widget says it could not load.
  useEffect(() => {
    if (all.error) console.error('[mfe-water] sensors could not be loaded', all.error);
  }, [all.error]);

  if (!loading && !failed && sensors.length === 0) {
    return (
      <div data-testid="sensors-widget">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY.sensors} />
      </div>
    );
  }

  return (
    <div data-testid="sensors-widget">
      {failed ? (
        <Typography.Text type="danger" data-testid="sensors-error">
          {WIDGET_TEXTS.loadFailed}
        </Typography.Text>
      ) : null}
      <Table<Sensor>
        size="small"
        rowKey="sensor_id"
        loading={loading}
        dataSource={sensors}
        tableLayout="fixed"
        locale={{ emptyText: EMPTY.sensors }}
        pagination={{ pageSize: SENSORS_PAGE_SIZE, size: 'small', showSizeChanger: false, hideOnSinglePage: true }}
        onRow={(s) =>
          ({
            onClick: () => navigate(sensorMapPath(s)),
            style: { cursor: 'pointer' },
            'data-testid': 'sensor-row',
            'data-sensor': s.sensor_id,
          }) as never
        }
        columns={[
          {
            key: 'status',
            width: 28,
            render: (_v, s) => (
              <img src={sensorIcon(s.status).url} alt={MAP_TEXTS.status[sensorLook(s.status)]} title={MAP_TEXTS.status[sensorLook(s.status)]} width={12} height={21} data-look={sensorLook(s.status)} />
            ),
          },
          { key: 'id', title: WIDGET_TEXTS.productId, ellipsis: { showTitle: true }, render: (_v, s) => s.sensor_id },
          { key: 'name', title: WIDGET_TEXTS.sensorName, ellipsis: { showTitle: true }, render: (_v, s) => s.sensor_name },
          { key: 'level', title: WIDGET_TEXTS.waterLevel, width: 96, align: 'right', render: (_v, s) => measureText(s.water_level) },
          { key: 'temp', title: WIDGET_TEXTS.waterTemperature, width: 96, align: 'right', render: (_v, s) => measureText(s.water_temperature) },
          {
            key: 'chart',
            width: 44,
            align: 'center',
            render: (_v, s) => (
              <Tooltip title={WIDGET_TEXTS.chart}>
                <Button
                  type="text"
                  size="small"
                  icon={<LineChartOutlined />}
                  aria-label={WIDGET_TEXTS.chart}
                  data-testid="sensor-chart-open"
                  onClick={(e) => {
                    // The row itself goes to the map; this button opens the chart frame instead.
                    e.stopPropagation();
                    setCharted(s);
                  }}
                />
              </Tooltip>
            ),
          },
        ]}
      />
      <SensorChartFrame sensor={charted} onClose={() => setCharted(null)} />
    </div>
  );
}
