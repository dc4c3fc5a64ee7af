/** In order; the service kit adds its own (event outbox) before these. Each feature adds its own. */
export const migrations: Function[] = [];
