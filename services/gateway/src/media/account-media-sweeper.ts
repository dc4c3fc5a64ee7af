import { Logger } from '@nestjs/common';
import { AckPolicy, DeliverPolicy, nanos, type ConsumerMessages, type NatsConnection } from 'nats';
import { EVENTS, EVENT_STREAM, type AccountDeletedEvent } from '@inasaku/contracts';
import { ensureStream } from '@inasaku/service-kit';
import type { BlobStore } from './blob-store';

/** Durable, so that one gateway replica of many handles each deletion, and none is missed while all are down. */
export const MEDIA_SWEEPER_CONSUMER = 'gateway-media-account-deleted';

/** The folders of the blob store that hold an account's files: images per management year, exported workbooks. */
export function accountMediaPrefixes(event: AccountDeletedEvent): string[] {
  const ids = [...(event.management_ids ?? []), `exports/${event.account_id}`];
  // Ids come from our own account service; still, a folder name never holds '/' or '..'.
  return ids.filter((id) => /^[0-9A-Za-z-]+(\/[0-9A-Za-z-]+)?$/.test(id)).map((id) => `${id}/`);
}

/**
 * Account deletion leaves nothing behind: the gateway owns the blob store, so it
 * empties the deleted account's folders when `account.account.deleted` arrives. Idempotent: a
 * redelivery finds the folders gone.
 */
export class AccountMediaSweeper {
  private readonly logger = new Logger(AccountMediaSweeper.name);
  private messages: ConsumerMessages | null = null;

  constructor(private readonly store: BlobStore) {}

  static async follow(nc: NatsConnection, store: BlobStore): Promise<AccountMediaSweeper> {
    const sweeper = new AccountMediaSweeper(store);
    const jsm = await nc.jetstreamManager();
    await ensureStream(jsm, EVENT_STREAM.name, EVENT_STREAM.subjects);
    const existing = await jsm.consumers.info(EVENT_STREAM.name, MEDIA_SWEEPER_CONSUMER).catch(() => null);
    if (!existing) {
      await jsm.consumers.add(EVENT_STREAM.name, {
        durable_name: MEDIA_SWEEPER_CONSUMER,
        filter_subject: EVENTS.accountDeleted,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: nanos(60_000),
      });
    }
    const consumer = await nc.jetstream().consumers.get(EVENT_STREAM.name, MEDIA_SWEEPER_CONSUMER);
    sweeper.messages = await consumer.consume({ max_messages: 16 });
    void (async () => {
      for await (const m of sweeper.messages!) {
        try {
          await sweeper.sweep(m.json<AccountDeletedEvent>());
          m.ack();
        } catch (e) {
          sweeper.logger.error({ msg: 'media of a deleted account not removed, will be redelivered', error: (e as Error).message });
          m.nak(5_000);
        }
      }
    })();
    return sweeper;
  }

  async sweep(event: AccountDeletedEvent): Promise<number> {
    if (!event?.account_id) return 0;
    let files = 0;
    for (const prefix of accountMediaPrefixes(event)) files += await this.store.deletePrefix(prefix);
    this.logger.log({ msg: 'media of a deleted account removed', accountId: event.account_id, files });
    return files;
  }

  async close(): Promise<void> {
    await this.messages?.close().catch(() => undefined);
  }
}
