import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { EventBus } from '../events/event-bus';
import { InjectRedis } from '../tokens';

export type CheckResult = 'up' | 'down';
export interface Readiness {
  /** 'stopping' from the moment the service begins to shut down: take no more traffic. */
  status: 'ok' | 'error' | 'stopping';
  checks: { postgres: CheckResult; nats: CheckResult; redis: CheckResult };
}

const CHECK_TIMEOUT_MS = 2_000;

@Injectable()
export class HealthService implements BeforeApplicationShutdown {
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRedis() private readonly redis: Redis,
    private readonly bus: EventBus,
  ) {}

  /** Nest calls this on SIGTERM before it closes the HTTP server and NATS. */
  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  async readiness(): Promise<Readiness> {
    if (this.stopping) return { status: 'stopping', checks: { postgres: 'down', nats: 'down', redis: 'down' } };
    const [postgres, nats, redis] = await Promise.all([
      check(() => this.dataSource.query('SELECT 1')),
      check(async () => {
        if (!this.bus.isConnected()) throw new Error('nats closed');
      }),
      check(() => this.redis.ping()),
    ]);
    const checks = { postgres, nats, redis };
    return { status: Object.values(checks).every((c) => c === 'up') ? 'ok' : 'error', checks };
  }
}

async function check(fn: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([fn(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
