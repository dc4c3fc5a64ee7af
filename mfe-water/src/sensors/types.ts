/**
 * The water contracts (libs/contracts/src/water) under the names the screens use. The readings
 * the screens draw only need these fields, so tests and helpers may build partial ones.
 */
import type { Sensor, SensorReading } from '@inasaku/contracts';

export type SensorView = Sensor;
export type SensorReadingView = Pick<SensorReading, 'sensor_id' | 'datetime' | 'water_level'> &
  Partial<Pick<SensorReading, 'water_temperature' | 'water_temp' | 'sensor_name'>>;
export type SensorStatus = string;
