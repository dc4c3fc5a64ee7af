import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { tokyoDateOf } from '@inasaku/domain';
import { ReadingPartitionsRepository } from './reading-partitions.repository';

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

  constructor(private readonly partitions: ReadingPartitionsRepository) {}

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
    const today = tokyoDateOf(now);
    let y = Number(today.slice(0, 4));
    let m = Number(today.slice(5, 7));
    for (let i = 0; i <= MONTHS_AHEAD; i += 1) {
      try {
        await this.partitions.createMonth(y, m);
      } catch (e) {
        // Another replica made it meanwhile, or the default partition already holds rows of that month.
        this.logger.warn({ msg: 'reading partition not created', month: monthName(y, m), error: (e as Error).message });
      }
      [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
    }
  }
}
