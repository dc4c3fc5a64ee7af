import { SENSOR_CHART_POINTS, type Sensor } from '@inasaku/contracts';
import { BUTTONS } from '@inasaku/ui';
import { Button, Modal, Typography } from 'antd';
import { SensorChart } from '../sensors/SensorChart';
import { chartPoints, sensorTitle, shortDateTimeText } from '../sensors/sensor-view';
import { MAP_TEXTS, WIDGET_TEXTS } from '../sensors/texts';

/**
 * The dashboard's water frame (spec 001 "Dashboard", §9): the latest 7 readings of one sensor as
 * a level chart and a temperature chart, oldest to newest. Opened from the sensor list's chart button.
 */
export function SensorChartFrame({ sensor, onClose }: { sensor: Sensor | null; onClose: () => void }) {
  const points = sensor ? chartPoints(sensor.data ?? [], { limit: SENSOR_CHART_POINTS, label: shortDateTimeText }) : [];
  return (
    <Modal
      open={sensor !== null}
      centered
      destroyOnHidden
      width={640}
      title={sensor ? <span data-testid="sensor-frame-title">{WIDGET_TEXTS.chartTitle(sensorTitle(sensor))}</span> : null}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{BUTTONS.close}</Button>}
    >
      <div data-testid="sensor-chart-frame">
        {points.length === 0 ? (
          <Typography.Text type="secondary" data-testid="sensor-frame-no-data">
            {MAP_TEXTS.noData}
          </Typography.Text>
        ) : (
          <>
            <SensorChart testId="frame-level-chart" title={MAP_TEXTS.levelChart} points={points} value="level" color="#1E88E5" height={220} />
            <SensorChart testId="frame-temperature-chart" title={MAP_TEXTS.temperatureChart} points={points} value="temperature" color="#E53935" height={220} />
          </>
        )}
      </div>
    </Modal>
  );
}
