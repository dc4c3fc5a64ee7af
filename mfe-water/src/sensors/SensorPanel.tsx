import { useNarrow } from '@inasaku/map';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Spin, Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { SensorChart } from './SensorChart';
import { chartPoints, dateTimeText, measureText, sensorLook, sensorTitle, temperatureOf } from './sensor-view';
import { MAP_TEXTS } from './texts';
import type { SensorReadingView, SensorView } from './types';

const STATUS_COLORS = { normal: 'blue', warning: 'orange', danger: 'red', unlinked: 'default' } as const;

export interface SensorPanelProps {
  sensor: SensorView;
  /** The last 3 hours, newest first; null while loading. */
  readings: SensorReadingView[] | null;
  onClose: () => void;
}

/** The side panel of the sensor map: last update, current level and temperature, and the two charts. */
export function SensorPanel({ sensor, readings, onClose }: SensorPanelProps) {
  const narrow = useNarrow();
  const style: CSSProperties = narrow
    ? { position: 'absolute', left: 0, right: 0, bottom: 0, maxHeight: '55%', overflowY: 'auto', zIndex: 1001, borderRadius: '12px 12px 0 0' }
    : { position: 'absolute', top: 10, right: 10, width: 380, maxHeight: 'calc(100% - 20px)', overflowY: 'auto', zIndex: 1001 };
  // The newest reading: of the 3-hour window when it has one, else the one the sensor list carries.
  const latest: SensorReadingView | null =
    readings?.[0] ?? (sensor.datetime !== null && sensor.water_level !== null
      ? { sensor_id: sensor.sensor_id, datetime: sensor.datetime, water_level: sensor.water_level, water_temperature: sensor.water_temperature }
      : null);
  const points = chartPoints(readings ?? []);
  const look = sensorLook(sensor.status);
  return (
    <Card
      data-testid="sensor-panel"
      data-sensor={sensor.sensor_id}
      // A bottom sheet on a phone: the map keeps its zoom and map-type controls above it.
      data-map-bottom-sheet={narrow ? '' : undefined}
      size="small"
      title={<span data-testid="sensor-panel-title">{sensorTitle(sensor)}</span>}
      style={{ ...style, boxShadow: '0 4px 16px rgba(0,0,0,0.25)' }}
      extra={<Button type="text" size="small" icon={<CloseOutlined />} aria-label={MAP_TEXTS.close} data-testid="sensor-panel-close" onClick={onClose} />}
    >
      <Tag color={STATUS_COLORS[look]} data-testid="sensor-panel-status" data-look={look} style={{ marginBottom: 8 }}>
        {MAP_TEXTS.status[look]}
      </Tag>
      <Descriptions
        column={1}
        size="small"
        styles={{ label: { width: 130 } }}
        items={[
          { key: 'time', label: MAP_TEXTS.lastUpdate, children: <span data-testid="sensor-last-update">{dateTimeText(latest?.datetime)}</span> },
          { key: 'level', label: MAP_TEXTS.waterLevel, children: <span data-testid="sensor-level">{measureText(latest?.water_level)}</span> },
          {
            key: 'temp',
            label: MAP_TEXTS.waterTemperature,
            children: <span data-testid="sensor-temperature">{latest ? measureText(temperatureOf(latest)) : ''}</span>,
          },
          // Only for devices that report them: a dead battery or a lost signal is the usual failure in a paddy.
          ...(sensor.battery !== null && sensor.battery !== undefined
            ? [{ key: 'battery', label: MAP_TEXTS.battery, children: <span data-testid="sensor-battery">{Math.round(sensor.battery)}</span> }]
            : []),
          ...(sensor.signal !== null && sensor.signal !== undefined
            ? [{ key: 'signal', label: MAP_TEXTS.signal, children: <span data-testid="sensor-signal">{Math.round(sensor.signal)}</span> }]
            : []),
        ]}
      />
      {readings === null ? (
        <div style={{ textAlign: 'center', padding: 16 }}>
          <Spin />
        </div>
      ) : points.length === 0 ? (
        <Typography.Text type="secondary" data-testid="sensor-no-data">
          {MAP_TEXTS.noData}
        </Typography.Text>
      ) : (
        <>
          <SensorChart testId="sensor-level-chart" title={MAP_TEXTS.levelChart} points={points} value="level" color="#1E88E5" />
          <SensorChart testId="sensor-temperature-chart" title={MAP_TEXTS.temperatureChart} points={points} value="temperature" color="#E53935" />
        </>
      )}
    </Card>
  );
}
