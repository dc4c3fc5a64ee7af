import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Months ahead that always have their own partition. */
const MONTHS_AHEAD = 13;
const DAY_MS = 86_400_000;

function monthName(y: number, m: number): string {
  return `${y}${String(m).padStart(2, '0')}`;
}

/**
 * Keeps a monthly partition of water.readings ready for this month and the next year (the
 * migration made the first years; readings outside every partition would land in the default
 * one). Runs at boot and daily on every replica: CREATE ... IF NOT EXISTS makes it harmless.
 */
@Injectable()
export class ReadingPartitions implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReadingPartitions.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure(new Date());
    this.timer = setInterval(() => void this.ensure(new Date()), DAY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async ensure(now: Date): Promise<void> {
    // Month boundaries at +0900 (the partitions of the migration are cut the same way).
    const tokyo = new Date(now.getTime() + 9 * 3600_000);
    let y = tokyo.getUTCFullYear();
    let m = tokyo.getUTCMonth() + 1;
    for (let i = 0; i <= MONTHS_AHEAD; i += 1) {
      const ny = m === 12 ? y + 1 : y;
      const nm = m === 12 ? 1 : m + 1;
      const from = `${y}-${String(m).padStart(2, '0')}-01 00:00:00+09`;
      const to = `${ny}-${String(nm).padStart(2, '0')}-01 00:00:00+09`;
      try {
        await this.db.query(
          `CREATE TABLE IF NOT EXISTS "water"."readings_${monthName(y, m)}" PARTITION OF "water"."readings" FOR VALUES FROM ('${from}') TO ('${to}')`,
        );
      } catch (e) {
        // Another replica made it meanwhile, or the default partition already holds rows of that month.
        this.logger.warn({ msg: 'reading partition not created', month: monthName(y, m), error: (e as Error).message });
      }
      y = ny;
      m = nm;
    }
  }
}
