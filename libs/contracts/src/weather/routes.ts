import { z } from 'zod';
import { defineRoutes } from '../route-def';
import { ERROR_CODES } from '../errors';
import { WEATHER_ERROR_CODES } from './weather-words';
import { WEATHER_SUBJECTS as W } from './subjects';
import {
  createWeatherInfosSchema, weatherHistoriesSchema, weatherHourlyHistoriesSchema, weatherInfosSchema, createWeatherInfosResultSchema,
  weatherHistoriesAnswerSchema, weatherHourlyHistoriesAnswerSchema, weatherInfosAnswerSchema,
} from './weather-data';
import { weatherAccumulationsAnswerSchema, weatherAccumulationsSchema } from './accumulations';
import {
  createWeatherSettingSchema, deleteWeatherSettingSchema, listWeatherSettingsSchema, updateWeatherSettingSchema, weatherSettingSchema,
  deleteWeatherSettingResultSchema,
} from './settings';

const s = 'session' as const;

/** The weather domain's HTTP endpoints (spec 001 §7). Every answer is `{ data: <response> }`. */
export const WEATHER_ROUTES = defineRoutes({
  'weatherInfos.get': { method: 'GET', path: '/inasaku/weather-infos', subject: W.infos.get, auth: s, query: weatherInfosSchema, response: weatherInfosAnswerSchema },
  'weatherHistories.daily': {
    method: 'GET', path: '/inasaku/weather-histories', subject: W.histories.daily, auth: s, query: weatherHistoriesSchema, response: weatherHistoriesAnswerSchema,
  },
  'weatherAccumulations.list': {
    method: 'GET', path: '/inasaku/weather-accumulations', subject: W.accumulations.list, auth: s,
    query: weatherAccumulationsSchema, response: weatherAccumulationsAnswerSchema,
  },
  'weatherHistories.hourly': {
    method: 'GET', path: '/inasaku/weather-hourly-histories', subject: W.histories.hourly, auth: s,
    query: weatherHourlyHistoriesSchema, response: weatherHourlyHistoriesAnswerSchema,
  },
  'weatherInfos.create': {
    method: 'POST', path: '/inasaku/create-weather-infos', subject: W.infos.create, auth: s, body: createWeatherInfosSchema, errors: [WEATHER_ERROR_CODES.noPosition], response: createWeatherInfosResultSchema,
  },
  'weatherSettings.list': {
    method: 'GET', path: '/inasaku/weather-settings', subject: W.settings.list, auth: s, query: listWeatherSettingsSchema, errors: [ERROR_CODES.notFound], response: z.array(weatherSettingSchema),
  },
  'weatherSettings.create': {
    method: 'POST', path: '/inasaku/weather-settings', subject: W.settings.create, auth: s, body: createWeatherSettingSchema, response: weatherSettingSchema,
  },
  'weatherSettings.update': {
    method: 'PUT', path: '/inasaku/weather-settings', subject: W.settings.update, auth: s, body: updateWeatherSettingSchema, errors: [ERROR_CODES.notFound], response: weatherSettingSchema,
  },
  'weatherSettings.delete': {
    method: 'DELETE', path: '/inasaku/weather-settings', subject: W.settings.delete, auth: s, body: deleteWeatherSettingSchema, errors: [ERROR_CODES.notFound], response: deleteWeatherSettingResultSchema,
  },
});
