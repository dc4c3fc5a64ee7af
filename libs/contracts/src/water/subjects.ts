/**
 * NATS subjects of the water service (queue group 'water'): sensors, readings, alerts and
 * notification settings, and water gates with their log.
 */
export const WATER_SUBJECTS = {
  ping: 'water.system.ping',
} as const;
