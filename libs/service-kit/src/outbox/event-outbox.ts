import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { EventBus } from '../events/event-bus';
import { OutboxEventEntity } from './outbox-event.entity';
import { inWriteUnit } from '../idempotency/write-transaction';

const RELAY_INTERVAL_MS = 5_000;
const BATCH = 100;

/**
 * Transactional outbox. `add` joins the caller's transaction; `flush` publishes what is
 * pending, in order, and marks it published. A background relay retries what a failed
 * flush left behind. Message ids make the publish idempotent end to end.
 */
@Injectable()
export class EventOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EventOutbox.name);
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<number> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
  ) {}

  async add(manager: EntityManager, subject: string, data: unknown, msgId: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxEventEntity)
      .values({ id: randomUUID(), subject, msgId, data: data as object })
      .orIgnore()
      .execute();
  }

  /** Publishes pending events; concurrent calls in one process share the same run. */
  flush(): Promise<number> {
    // Inside an idempotent write the events are not committed yet: IdempotentWrites flushes after its commit.
    if (inWriteUnit()) return Promise.resolve(0);
    this.flushing ??= this.publishPending().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Best effort after a commit: the relay picks up anything that failed here. */
  async flushQuietly(): Promise<void> {
    await this.flush().catch((e: Error) => this.logger.warn({ msg: 'outbox flush failed, relay will retry', error: e.message }));
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.flushQuietly(), RELAY_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flushing?.catch(() => undefined);
  }

  private async publishPending(): Promise<number> {
    if (!this.dataSource.isInitialized || !this.bus.isConnected()) return 0;
    return this.dataSource.transaction(async (manager) => {
      // SKIP LOCKED: replicas relaying at the same time take different rows.
      const pending = await manager
        .getRepository(OutboxEventEntity)
        .createQueryBuilder('e')
        .where({ publishedAt: IsNull() })
        .orderBy('e.created_at', 'ASC')
        .limit(BATCH)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      for (const event of pending) {
        await this.bus.publish(event.subject, event.data, event.msgId);
        await manager.update(OutboxEventEntity, { id: event.id }, { publishedAt: new Date() });
      }
      return pending.length;
    });
  }
}
