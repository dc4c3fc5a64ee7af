import { CLIENT_ROUTES, type Sensor } from '@inasaku/contracts';
import { useRouteQuery } from '@inasaku/ui';
import { useEffect } from 'react';

export const SENSOR_LINK_TEXTS = {
  sensor: '水位センサー',
  /** the reference panel's label (its label column is narrow) */
  sensorShort: 'センサー',
  none: 'なし',
  startDate: 'センサー開始日',
} as const;

/** A sensor as the choice shows it: 'ID（name）', or the ID alone when unnamed (the sensor map's panel title). */
export function sensorLabel(sensor: Pick<Sensor, 'sensor_id' | 'sensor_name'>): string {
  return sensor.sensor_name ? `${sensor.sensor_id}（${sensor.sensor_name}）` : sensor.sensor_id;
}

export interface SensorOption {
  value: string;
  label: string;
}

/**
 * The choices of the edit form: none first, then the account's sensors by product ID. A linked
 * sensor missing from the list (deleted since, or the list could not be read) stays choosable
 * under its product ID, so that opening the form never loses the link.
 */
export function sensorOptions(sensors: readonly Pick<Sensor, 'sensor_id' | 'sensor_name'>[], linked: string | null): SensorOption[] {
  const sorted = [...sensors].sort((a, b) => a.sensor_id.localeCompare(b.sensor_id, 'ja'));
  const options = sorted.map((s) => ({ value: s.sensor_id, label: sensorLabel(s) }));
  if (linked && !sensors.some((s) => s.sensor_id === linked)) options.unshift({ value: linked, label: linked });
  return [{ value: '', label: SENSOR_LINK_TEXTS.none }, ...options];
}

const NO_SENSORS: Sensor[] = [];

/**
 * The account's registered sensors (GET /api/sensor/all of the water domain) for the field form's
 * sensor choice; null while loading. Not asked without the water feature. A failure is only
 * logged (spec 001 §8): the choice keeps none and the linked sensor.
 */
export function useAccountSensors(enabled: boolean): Sensor[] | null {
  const all = useRouteQuery(CLIENT_ROUTES['sensors.list'], {}, { enabled });
  useEffect(() => {
    if (all.error) console.warn('[mfe-fields] sensors could not be loaded', all.error);
  }, [all.error]);
  if (!enabled || all.error) return NO_SENSORS;
  return all.data ? (all.data.list ?? NO_SENSORS) : null;
}
