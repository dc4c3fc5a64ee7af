import { CreateWeatherTables1795600000000 } from './1795600000000-CreateWeatherTables';

/** In order; the service kit adds its own (event outbox) before these. */
export const migrations = [CreateWeatherTables1795600000000];
