/**
 * NATS subjects of the weather service (queue group 'weather'). It consumes
 * EVENTS.accountAreaPositionSet (a home position set or moved: the cell's history is filled from
 * the archive once) and EVENTS.accountDeleted (the account's settings and position go).
 */
export const WEATHER_SUBJECTS = {
  ping: 'weather.system.ping',
  infos: {
    /** GET /inasaku/weather-infos: current temperature, days and hours of a window (dashboard, header) */
    get: 'weather.infos.get',
    /** POST /inasaku/create-weather-infos: register the account's cell and fill it now (initializeWeatherInfos) */
    create: 'weather.infos.create',
  },
  histories: {
    /** GET /inasaku/weather-histories: daily weather of a window (charts, weather report) */
    daily: 'weather.histories.daily',
    /** GET /inasaku/weather-hourly-histories: hourly weather of a window (today and tomorrow) */
    hourly: 'weather.histories.hourly',
  },
  /** GET /inasaku/weather-accumulations: 積算温度 per setting with 到達予測 */
  accumulations: { list: 'weather.accumulations.list' },
  settings: {
    /** GET /inasaku/weather-settings */
    list: 'weather.settings.list',
    create: 'weather.settings.create',
    update: 'weather.settings.update',
    delete: 'weather.settings.delete',
  },
} as const;
