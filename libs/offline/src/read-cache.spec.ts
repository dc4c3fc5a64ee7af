import { ApiError } from '@inasaku/ui';
import { cacheKey, cachedRead, lastRefreshText } from './read-cache';
import { forgetOfflineData, offlineDatabaseNames, offlineStoreOf } from './store';
import { forgetRememberedSession, rememberManagements, rememberUser, rememberedSession } from './remembered-session';

const offline = () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'サーバーへの接続に失敗しました。'));
const A = { user_id: 'ua', account_id: 'acc1' };
const B = { user_id: 'ub', account_id: 'acc1' };

describe('on-device data', () => {
  it('network first, the last answer with its time when the network is gone', async () => {
    const db = offlineStoreOf(A)!;
    const first = await cachedRead(db, 'fields', async () => [{ id: 'f1' }]);
    expect(first.fromDevice).toBe(false);
    const kept = await cachedRead(db, 'fields', offline);
    expect(kept).toEqual({ data: [{ id: 'f1' }], at: first.at, fromDevice: true });
    // A refusal is not hidden behind the copy.
    await expect(cachedRead(db, 'fields', () => Promise.reject(new ApiError(403, 'FORBIDDEN', '権限がありません。')))).rejects.toMatchObject({ status: 403 });
    // Nothing kept yet: the failure is the screen's.
    await expect(cachedRead(db, 'seasons', offline)).rejects.toMatchObject({ status: 0 });
  });

  it('a browser that knows it is offline gets the copy at once, without trying the network', async () => {
    const db = offlineStoreOf(A)!;
    const first = await cachedRead(db, 'items', async () => ['耕起']);
    const had = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      const load = jest.fn(async () => ['新しい']);
      expect(await cachedRead(db, 'items', load)).toEqual({ data: ['耕起'], at: first.at, fromDevice: true });
      expect(load).not.toHaveBeenCalled();
      // Nothing kept: the network is tried, and its failure is the screen's.
      await expect(cachedRead(db, 'brands', offline)).rejects.toMatchObject({ status: 0 });
    } finally {
      if (had) Object.defineProperty(globalThis, 'navigator', had);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });

  it("another user of the same browser has a database of their own and never reads the first user's data", async () => {
    await cachedRead(offlineStoreOf(A), 'users', async () => ['田中']);
    await expect(cachedRead(offlineStoreOf(B), 'users', offline)).rejects.toMatchObject({ status: 0 });
    expect(offlineStoreOf(A)!.name).not.toBe(offlineStoreOf(B)!.name);
  });

  it('sign-out deletes the user database', async () => {
    const db = offlineStoreOf({ user_id: 'uc', account_id: 'acc2' })!;
    await cachedRead(db, 'gates', async () => [1]);
    expect(await offlineDatabaseNames()).toContain(db.name);
    await forgetOfflineData({ user_id: 'uc', account_id: 'acc2' });
    expect(await offlineDatabaseNames()).not.toContain(db.name);
    await expect(cachedRead(offlineStoreOf({ user_id: 'uc', account_id: 'acc2' }), 'gates', offline)).rejects.toMatchObject({ status: 0 });
  });

  it('the remembered session names only the last signed-in user and is gone after sign-out', async () => {
    await rememberUser(A);
    await rememberManagements([{ management_id: 'm1' }]);
    expect(await rememberedSession()).toMatchObject({ user: A, managements: [{ management_id: 'm1' }] });
    await rememberUser(B);
    expect(await rememberedSession()).toMatchObject({ user: B, managements: null });
    await forgetRememberedSession();
    expect(await rememberedSession()).toBeNull();
  });

  it("the year list answered before the user was written is kept, and only with that user", async () => {
    await forgetRememberedSession();
    // The first answer after sign-in, before rememberUser has run.
    await rememberManagements([{ management_id: 'm1' }], A);
    await rememberUser(A);
    expect(await rememberedSession()).toMatchObject({ user: A, managements: [{ management_id: 'm1' }] });
    // Another user's answer never lands beside the first user's row.
    await rememberManagements([{ management_id: 'm9' }], B);
    expect(await rememberedSession()).toMatchObject({ user: B, managements: [{ management_id: 'm9' }] });
    await rememberUser(A);
    expect(await rememberedSession()).toMatchObject({ user: A, managements: null });
    await forgetRememberedSession();
  });

  it('keys and the 最終更新 text', () => {
    expect(cacheKey('/inasaku/paddy-fields', { management_id: 'm1', item_id: undefined, a: 1 })).toBe('/inasaku/paddy-fields?a=1&management_id=m1');
    expect(lastRefreshText(new Date(2026, 3, 20, 9, 5).getTime())).toBe('最終更新: 2026/04/20 09:05');
  });
});
