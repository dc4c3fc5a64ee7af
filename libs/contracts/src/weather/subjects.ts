/** NATS subjects of the weather service (queue group 'weather'). */
export const WEATHER_SUBJECTS = {
  ping: 'weather.system.ping',
} as const;
