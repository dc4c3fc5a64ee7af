import { WeatherSettingEntity } from './settings/weather-setting.entity';

/** Every TypeORM entity of the weather service (weather rows are written with plain SQL by the repositories). */
export const entities = [WeatherSettingEntity];
