import { type ImageEntry } from '@inasaku/ui';
import type { Item, NewWorkHistory } from '@inasaku/contracts';
import type { ImageInput, NewOutboxItem, OfflineDatabase, OutboxItem } from '@inasaku/offline';
import { yearParam, type Year, type WorkEntryInput } from '../common/api';

/** The pictures of an entry as the outbox takes them: stored keys and new compressed files. */
export function outboxImages(images: readonly ImageEntry[]): ImageInput[] {
  return images.flatMap((e): ImageInput[] => (e.path ? [{ path: e.path }] : e.file ? [{ file: e.file }] : []));
}

/** One entry for the selected fields of a field item: one request, as the screen sends it online. */
export function fieldWorkRecord(mid: Year, item: Item, rows: NewWorkHistory[], areaTotal: string | null, images: readonly ImageEntry[]): NewOutboxItem {
  return {
    kind: 'work-histories',
    label: `${item.item_name} ・ ${rows.length} ほ場`,
    method: 'POST',
    path: '/inasaku/work-histories',
    body: { ...yearParam(mid), area_total: areaTotal, work_histories: rows.map(({ image_paths: _kept, ...row }) => row) },
    images: outboxImages(images),
    imageTarget: 'work_histories',
    managementId: mid,
  };
}

export function globalWorkRecord(mid: Year, item: Item, entry: WorkEntryInput, images: readonly ImageEntry[]): NewOutboxItem {
  const { image_paths: _kept, ...rest } = entry;
  return {
    kind: 'global-work-history',
    label: item.item_name,
    method: 'POST',
    path: '/inasaku/global-work-histories',
    body: { ...yearParam(mid), work_history: rest },
    images: outboxImages(images),
    imageTarget: 'work_history',
    managementId: mid,
  };
}

/** Fields that hold a waiting record of the item: they count as holding a result (spec 000 §5). */
export async function queuedFieldIds(db: OfflineDatabase | null, itemId: string): Promise<string[]> {
  if (!db) return [];
  const waiting = await db.outbox.where('state').anyOf('pending', 'sending', 'failed').toArray().catch(() => [] as OutboxItem[]);
  return waiting
    .filter((i) => i.kind === 'work-histories')
    .flatMap((i) => (i.body.work_histories as Array<{ paddy_field_id: string; item_id: string }>) ?? [])
    .filter((row) => row.item_id === itemId)
    .map((row) => row.paddy_field_id);
}

export async function queuedGlobalCount(db: OfflineDatabase | null, itemId: string): Promise<number> {
  if (!db) return 0;
  const waiting = await db.outbox.where('state').anyOf('pending', 'sending', 'failed').toArray().catch(() => [] as OutboxItem[]);
  return waiting.filter((i) => i.kind === 'global-work-history' && (i.body.work_history as { item_id?: string })?.item_id === itemId).length;
}
