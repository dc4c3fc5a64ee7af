import { type ImageEntry } from '@inasaku/ui';
import type { WorkHistory } from '@inasaku/contracts';
import { cacheKey, cachedRead, submitRecord, type OfflineDatabase } from '@inasaku/offline';
import { yearParam, worksApi, type Year } from '../common/api';
import { outboxImages } from './outbox-records';

type HistoryRef = Pick<WorkHistory, 'work_history_id' | 'is_not_paddy_field_item'> & Partial<Pick<WorkHistory, 'item_name'>>;

const base = (h: Pick<WorkHistory, 'is_not_paddy_field_item'>) =>
  h.is_not_paddy_field_item ? '/inasaku/global-work-histories' : '/inasaku/work-histories';

/**
 * 作業履歴's edit and delete, through the outbox: sent at once when the network allows, else
 * kept with their Idempotency-Key and sent when the connection returns (the header's 未送信 list
 * shows them). New photos of an edit wait with it and are uploaded when it is sent.
 */
export function historyWrites(db: OfflineDatabase | null, mid: Year) {
  return {
    save: async (h: HistoryRef, change: { work_items: Record<string, string> }, images: readonly ImageEntry[]) => {
      await submitRecord(db, {
        kind: 'work-history-update',
        label: `${h.item_name ?? '作業履歴'} の変更`,
        method: 'PUT',
        path: `${base(h)}/${encodeURIComponent(h.work_history_id)}`,
        body: { ...yearParam(mid), ...change },
        images: outboxImages(images),
        imageTarget: 'body',
        managementId: mid,
      });
    },
    remove: async (h: HistoryRef) => {
      await submitRecord(db, {
        kind: 'work-history-delete',
        label: `${h.item_name ?? '作業履歴'} の削除`,
        method: 'DELETE',
        path: `${base(h)}/${encodeURIComponent(h.work_history_id)}`,
        body: { ...yearParam(mid) },
      });
    },
  };
}

/** A field's (or a non-field item's) histories of the year, network first, else the device's copy. */
export function loadHistoriesOf(db: OfflineDatabase | null, mid: Year, subject: { kind: 'field' | 'item'; id: string }) {
  const year = { management_id: mid ?? 'newest' };
  return subject.kind === 'field'
    ? cachedRead(db, cacheKey('/inasaku/work-histories', { ...year, paddy_field_id: subject.id }), () => worksApi.listWorkHistories(mid, subject.id))
    : cachedRead(db, cacheKey('/inasaku/global-work-histories', { ...year, item_id: subject.id }), () => worksApi.listGlobalWorkHistories(mid, subject.id));
}
