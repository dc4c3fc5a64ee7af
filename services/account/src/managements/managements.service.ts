import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Management } from '@inasaku/contracts';
import { EventOutbox, InjectRedis } from '@inasaku/service-kit';
import { startOfTokyoYear, tokyoYearOf, toTokyoIso } from '@inasaku/domain';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import type { ManagementEntity } from '../accounts/entities/management.entity';
import { ManagementsRepository } from './managements.repository';

const SWEEP_LOCK = 'account:lock:new-year-sweep';
const SWEEP_BATCH = 500;

export function toManagement(m: ManagementEntity): Management {
  return { management_id: m.managementId, start_datetime: toTokyoIso(m.startDatetime) };
}

/**
 * Management years (営農年度, spec 000 §4.2). A new year starts on 1 January in Asia/Tokyo. It is
 * created on first use in that year (the year list, which the gateway asks for on every
 * year-scoped request, and sign-in) and by a periodic sweep for accounts nobody opens, one
 * replica at a time under a Redis lock. Creation is idempotent; it publishes
 * account.management.created so the fields service carries the paddy fields and brands over.
 */
@Injectable()
export class ManagementsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ManagementsService.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly managements: ManagementsRepository,
    private readonly outbox: EventOutbox,
    @InjectRedis() private readonly redis: Redis,
    @Inject(ACCOUNT_ENV) private readonly env: AccountEnv,
  ) {}

  /** The account's years, newest first, after starting the current one if it is missing. */
  async list(accountId: string, now: Date = new Date()): Promise<Management[]> {
    let rows = await this.managements.list(accountId);
    if (rows.length > 0 && rows[0].year < tokyoYearOf(now)) {
      await this.ensureCurrentYear(accountId, now);
      rows = await this.managements.list(accountId);
    }
    return rows.map(toManagement);
  }

  /** Starts the current year of an account that has older ones; true when this call created it. */
  async ensureCurrentYear(accountId: string, now: Date = new Date()): Promise<boolean> {
    const created = await this.managements.startYear(accountId, tokyoYearOf(now), startOfTokyoYear(now));
    if (!created) return false;
    this.logger.log({ msg: 'management year started', accountId, year: created.year, managementId: created.managementId });
    await this.outbox.flushQuietly();
    return true;
  }

  /** Starts the current year of every account still behind; returns how many were started. */
  async sweep(now: Date = new Date()): Promise<number> {
    const lockMs = Math.max(60_000, this.env.NEW_YEAR_SWEEP_MINUTES * 60_000);
    const token = `${process.pid}:${Date.now()}`;
    if ((await this.redis.set(SWEEP_LOCK, token, 'PX', lockMs, 'NX')) !== 'OK') return 0;
    let started = 0;
    try {
      const year = tokyoYearOf(now);
      for (;;) {
        const behind = await this.managements.accountsBehind(year, SWEEP_BATCH);
        if (behind.length === 0) break;
        for (const accountId of behind) if (await this.ensureCurrentYear(accountId, now)) started++;
        if (behind.length < SWEEP_BATCH) break;
      }
    } finally {
      // Only release our own lock (a slow run may have outlived it).
      if ((await this.redis.get(SWEEP_LOCK)) === token) await this.redis.del(SWEEP_LOCK);
    }
    return started;
  }

  onApplicationBootstrap(): void {
    if (this.env.NEW_YEAR_SWEEP_MINUTES <= 0) return;
    this.timer = setInterval(() => {
      this.sweep().catch((e: Error) => this.logger.warn({ msg: 'new-year sweep failed', error: e.message }));
    }, this.env.NEW_YEAR_SWEEP_MINUTES * 60_000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
