import { ApiError } from '@inasaku/ui';
import type { OfflineDatabase, OutboxItem } from './db';
import { isQueuedImage, orderedPaths, queueImages, toFile, withImagePaths, type ImageInput } from './images';
import { outcomeUnknown } from './network';
import { gatewayTransport, type OutboxTransport } from './transport';

export type NewOutboxItem = Omit<OutboxItem, 'seq' | 'key' | 'state' | 'createdAt' | 'images' | 'uploadedPaths'> & {
  images?: readonly ImageInput[];
};

export type SendResult =
  | { state: 'sent'; data: unknown }
  | { state: 'pending'; error: unknown }
  | { state: 'failed'; error: ApiError | Error };

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** The body the gateway gets: the photos uploaded first (once), their keys put in place. */
async function bodyToSend(db: OfflineDatabase, item: OutboxItem, transport: OutboxTransport): Promise<Record<string, unknown>> {
  if (!item.images || !item.imageTarget) return item.body;
  let uploaded = item.uploadedPaths;
  const fresh = item.images.filter(isQueuedImage);
  if (!uploaded && fresh.length) {
    uploaded = await transport.upload(item.managementId ?? null, fresh.map(toFile));
    if (uploaded.length !== fresh.length) throw new Error(`upload answered ${uploaded.length} of ${fresh.length} images`);
    await db.outbox.update(item.seq!, { uploadedPaths: uploaded });
  }
  return withImagePaths(item.body, item.imageTarget, orderedPaths(item.images, uploaded ?? []));
}

/**
 * One attempt at one item, always with the item's own Idempotency-Key: sent (kept as 送信済み),
 * back to waiting when the outcome is unknown (no network, a server error), or refused with the
 * server's Japanese message (kept as 送信できませんでした until the user fixes or discards it).
 */
export async function sendItem(db: OfflineDatabase, seq: number, transport: OutboxTransport = gatewayTransport): Promise<SendResult> {
  const item = await db.outbox.get(seq);
  if (!item) return { state: 'failed', error: new Error('outbox item gone') };
  await db.outbox.update(seq, { state: 'sending' });
  try {
    const body = await bodyToSend(db, item, transport);
    const data = await transport.send(item.method, item.path, item.method === 'DELETE' && !Object.keys(body).length ? undefined : body, item.key);
    await db.outbox.update(seq, { state: 'sent', sentAt: Date.now(), error: undefined });
    return { state: 'sent', data };
  } catch (error) {
    if (outcomeUnknown(error)) {
      await db.outbox.update(seq, { state: 'pending', waited: true });
      return { state: 'pending', error };
    }
    const message = error instanceof Error ? error.message : String(error);
    await db.outbox.update(seq, { state: 'failed', error: message });
    return { state: 'failed', error: error instanceof Error ? error : new Error(message) };
  }
}

export async function enqueue(db: OfflineDatabase, input: NewOutboxItem, state: OutboxItem['state'] = 'pending'): Promise<number> {
  const { images, ...rest } = input;
  const row: OutboxItem = {
    ...rest,
    ...(images ? { images: await queueImages(images) } : {}),
    key: newKey(),
    state,
    ...(state === 'pending' ? { waited: true as const } : {}),
    createdAt: Date.now(),
  };
  return db.outbox.add(row);
}

export type SubmitResult = { queued: false; data: unknown } | { queued: true };

/**
 * A screen's write: sent at once when the network allows, else kept in the outbox and sent later
 * with the same Idempotency-Key. A refusal is thrown as before (the form stays open to fix it) and
 * leaves nothing queued. Without IndexedDB the write goes straight to the network as before.
 */
export async function submitRecord(db: OfflineDatabase | null, input: NewOutboxItem, transport: OutboxTransport = gatewayTransport): Promise<SubmitResult> {
  if (!db) {
    const fresh = (input.images ?? []).filter((i): i is { file: File } => 'file' in i).map((i) => i.file);
    const uploaded = fresh.length ? await transport.upload(input.managementId ?? null, fresh) : [];
    let next = 0;
    const paths = (input.images ?? []).map((i) => ('path' in i ? i.path : uploaded[next++]));
    const body = input.images && input.imageTarget ? withImagePaths(input.body, input.imageTarget, paths) : input.body;
    return { queued: false, data: await transport.send(input.method, input.path, body, undefined) };
  }
  // Held as 送信中 from the start so a replay running meanwhile leaves it to this call.
  const seq = await enqueue(db, input, 'sending');
  const result = await sendItem(db, seq, transport);
  if (result.state === 'sent') return { queued: false, data: result.data };
  if (result.state === 'pending') return { queued: true };
  await db.outbox.delete(seq);
  throw result.error;
}
