import type { HttpRoute } from '../http-routes';
import { WEATHER_SUBJECTS as W } from './subjects';
import {
  createWeatherInfosSchema, weatherHistoriesSchema, weatherHourlyHistoriesSchema, weatherInfosSchema,
} from './weather-data';
import { weatherAccumulationsSchema } from './accumulations';
import {
  createWeatherSettingSchema, deleteWeatherSettingSchema, listWeatherSettingsSchema, updateWeatherSettingSchema,
} from './settings';

/**
 * The weather domain's HTTP endpoints (spec 001 §7). Every answer is `{ data: <answer> }`; the
 * answer types are documented beside each schema (weather-data.ts, settings.ts, accumulations.ts).
 */
export function weatherRoutes(): HttpRoute[] {
  const s = 'session' as const;
  return [
    { method: 'GET', path: '/inasaku/weather-infos', subject: W.infos.get, auth: s, query: weatherInfosSchema },
    { method: 'GET', path: '/inasaku/weather-histories', subject: W.histories.daily, auth: s, query: weatherHistoriesSchema },
    {
      method: 'GET', path: '/inasaku/weather-accumulations', subject: W.accumulations.list, auth: s,
      query: weatherAccumulationsSchema,
    },
    {
      method: 'GET', path: '/inasaku/weather-hourly-histories', subject: W.histories.hourly, auth: s,
      query: weatherHourlyHistoriesSchema,
    },
    { method: 'POST', path: '/inasaku/create-weather-infos', subject: W.infos.create, auth: s, body: createWeatherInfosSchema },
    { method: 'GET', path: '/inasaku/weather-settings', subject: W.settings.list, auth: s, query: listWeatherSettingsSchema },
    { method: 'POST', path: '/inasaku/weather-settings', subject: W.settings.create, auth: s, body: createWeatherSettingSchema },
    { method: 'PUT', path: '/inasaku/weather-settings', subject: W.settings.update, auth: s, body: updateWeatherSettingSchema },
    { method: 'DELETE', path: '/inasaku/weather-settings', subject: W.settings.delete, auth: s, body: deleteWeatherSettingSchema },
  ];
}
