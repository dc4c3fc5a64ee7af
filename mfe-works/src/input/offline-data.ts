import type { AccountUser, WorkHistory } from '@inasaku/contracts';
import { cacheKey, cachedRead, type OfflineDatabase } from '@inasaku/offline';
import { worksApi, type Year } from '../common/api';

const year = (mid: Year) => ({ management_id: mid ?? 'newest' });

export const workInputKeys = {
  seasons: (mid: Year) => cacheKey('/inasaku/season-histories', year(mid)),
  fields: (mid: Year) => cacheKey('/inasaku/paddy-fields', year(mid)),
  summaries: (mid: Year) => cacheKey('/inasaku/paddy-field-histories', year(mid)),
  globalHistories: (mid: Year, itemId: string) => cacheKey('/inasaku/global-work-histories', { ...year(mid), item_id: itemId }),
  users: () => '/inasaku/users',
};

function oldestDeviceCopy(...answers: Array<{ at: number; fromDevice: boolean }>): number | null {
  const device = answers.filter((a) => a.fromDevice).map((a) => a.at);
  return device.length ? Math.min(...device) : null;
}

export async function loadSeasons(db: OfflineDatabase | null, mid: Year) {
  return cachedRead(db, workInputKeys.seasons(mid), () => worksApi.listSeasons(mid, true));
}

export async function loadFieldData(db: OfflineDatabase | null, mid: Year) {
  const [fields, summaries] = await Promise.all([
    cachedRead(db, workInputKeys.fields(mid), () => worksApi.listPaddyFields(mid)),
    cachedRead(db, workInputKeys.summaries(mid), () => worksApi.paddyFieldHistories(mid)),
  ]);
  return { fields: fields.data, summaries: summaries.data, deviceCopyAt: oldestDeviceCopy(fields, summaries) };
}

export async function loadUsers(db: OfflineDatabase | null): Promise<AccountUser[]> {
  return (await cachedRead(db, workInputKeys.users(), () => worksApi.listUsers())).data;
}

/** The item's non-field results this year, from the server or the device's copy. */
export async function loadGlobalHistories(db: OfflineDatabase | null, mid: Year, itemId: string): Promise<WorkHistory[]> {
  return (await cachedRead(db, workInputKeys.globalHistories(mid, itemId), () => worksApi.listGlobalWorkHistories(mid, itemId))).data;
}

export { oldestDeviceCopy };
