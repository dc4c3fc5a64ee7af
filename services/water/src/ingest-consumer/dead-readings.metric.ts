import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { InjectServiceConfig, ServiceMetrics, type ServiceConfig } from '@inasaku/service-kit';

/**
 * Why a reading went to water.dead_readings: `unreadable` (not a stream message sensor-ingest
 * writes), `value` (a value the readings table cannot hold, seen before writing), `database`
 * (refused by PostgreSQL; found by splitting the batch).
 */
export type DeadCause = 'unreadable' | 'value' | 'database';

const NAME = 'inasaku_water_dead_readings_total';

/** /metrics: readings the consumer dead-lettered instead of storing, by cause. Any rise deserves a look. */
@Injectable()
export class DeadReadingsMetric {
  private readonly counter: Counter<'cause'>;

  constructor(@InjectServiceConfig() config: ServiceConfig) {
    const registry = ServiceMetrics.for(config.name).registry;
    // One registry per service and process: a second app in the same process (tests) shares it.
    this.counter = (registry.getSingleMetric(NAME) as Counter<'cause'> | undefined) ?? new Counter({
      name: NAME,
      help: 'Sensor readings the readings consumer could not store and put in water.dead_readings (an unreadable message counts as one), by cause',
      labelNames: ['cause'],
      registers: [registry],
    });
  }

  add(cause: DeadCause, readings: number): void {
    if (readings > 0) this.counter.inc({ cause }, readings);
  }
}
