import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EventBus } from '../events/event-bus';
import { SERVICE_CONFIG, type ServiceConfig } from '../tokens';
import { ServiceMetrics, type PoolState } from './service-metrics';

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Wires the service's NATS connection and PostgreSQL pool into its metrics. */
@Injectable()
export class MetricsService {
  readonly metrics: ServiceMetrics;

  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @InjectDataSource() dataSource: DataSource,
    bus: EventBus,
  ) {
    this.metrics = ServiceMetrics.for(config.name);
    this.metrics.setSources({
      natsConnected: () => bus.isConnected(),
      dbPool: () => poolState(dataSource),
      consumerBacklogs: () => bus.consumerBacklogs(),
    });
  }

  get contentType(): string {
    return this.metrics.contentType;
  }

  text(): Promise<string> {
    return this.metrics.text();
  }
}

/** TypeORM's postgres driver keeps its pg Pool as `master`. */
export function poolState(dataSource: DataSource): PoolState | null {
  const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
  if (!pool || typeof pool.totalCount !== 'number') return null;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}
