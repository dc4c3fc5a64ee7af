import { ApiError } from '@inasaku/ui';
import { OfflineDatabase } from './db';
import { locationRecords } from './location-points';
import { submitRecord } from './outbox';
import { discardItem, recoverInterrupted, replayOutbox, retryItem, unsentCount } from './replay';
import type { OutboxTransport } from './transport';

let n = 0;
const freshDb = () => new OfflineDatabase(`outbox-test-${++n}`);

/** A stand-in gateway that stores each Idempotency-Key once, like the real one. */
function fakeGateway() {
  const stored = new Map<string, unknown>();
  const uploads: string[] = [];
  const state = { online: true, refuse: null as null | ((path: string, body: unknown) => ApiError | null), refreshes: 0 };
  const transport: OutboxTransport = {
    send: async (method, path, body, key) => {
      if (!state.online) throw new ApiError(0, 'NETWORK_ERROR', 'サーバーへの接続に失敗しました。');
      const refusal = state.refuse?.(path, body);
      if (refusal) throw refusal;
      if (key && stored.has(key)) return stored.get(key);
      const answer = { method, path, body };
      stored.set(key ?? `no-key-${stored.size}`, answer);
      return answer;
    },
    upload: async (_mid, files) => {
      if (!state.online) throw new ApiError(0, 'NETWORK_ERROR', 'サーバーへの接続に失敗しました。');
      return files.map((f) => {
        uploads.push(f.name);
        return `work/2026/${f.name}`;
      });
    },
    refreshSession: async () => {
      if (!state.online) throw new ApiError(0, 'NETWORK_ERROR', '');
      state.refreshes += 1;
    },
  };
  return { stored, uploads, state, transport };
}

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 1, 2, 3])], name, { type: 'image/jpeg' });

const workRecord = (fieldIds: string[]) => ({
  kind: 'work-histories' as const,
  label: `田植え ・ ${fieldIds.length} ほ場`,
  method: 'POST' as const,
  path: '/inasaku/work-histories',
  body: { management_id: 'm1', area_total: '30', work_histories: fieldIds.map((id) => ({ paddy_field_id: id, item_id: 'i1', work_items: { d1: '1' } })) },
  images: [{ file: photo('IMG_1.jpg') }],
  imageTarget: 'work_histories' as const,
  managementId: 'm1',
});

describe('outbox', () => {
  it('online: sent at once with the photos uploaded and put on every row; nothing left waiting', async () => {
    const db = freshDb();
    const gw = fakeGateway();
    const result = await submitRecord(db, workRecord(['f1', 'f2', 'f3']), gw.transport);
    expect(result.queued).toBe(false);
    const [answer] = [...gw.stored.values()] as Array<{ body: { work_histories: Array<{ image_paths: string[] }> } }>;
    expect(answer.body.work_histories.map((r) => r.image_paths)).toEqual([['work/2026/IMG_1.jpg'], ['work/2026/IMG_1.jpg'], ['work/2026/IMG_1.jpg']]);
    expect(await unsentCount(db)).toBe(0);
    expect((await db.outbox.toArray()).map((i) => i.state)).toEqual(['sent']);
  });

  it('offline: queued with its photo, replayed once when the network returns, the session checked first', async () => {
    const db = freshDb();
    const gw = fakeGateway();
    gw.state.online = false;
    expect(await submitRecord(db, workRecord(['f1', 'f2', 'f3']), gw.transport)).toEqual({ queued: true });
    expect(await submitRecord(db, { kind: 'water-gate', label: '水門 1件', method: 'POST', path: '/inasaku/watergate/supply', body: { paddy_field_ids: ['f1'] } }, gw.transport)).toEqual({ queued: true });
    expect(await unsentCount(db)).toBe(2);
    expect((await replayOutbox(db, gw.transport)).pending).toBe(2);

    gw.state.online = true;
    const report = await replayOutbox(db, gw.transport);
    expect(report).toEqual({ sent: 2, failed: 0, pending: 0 });
    expect(gw.state.refreshes).toBe(1);
    expect(gw.stored.size).toBe(2);
    expect(gw.uploads).toEqual(['IMG_1.jpg']);
    // A second replay (another tab, the user's button) sends nothing again.
    await replayOutbox(db, gw.transport);
    expect(gw.stored.size).toBe(2);
  });

  it('a write whose answer was lost is sent again with the same key: stored once', async () => {
    const db = freshDb();
    const gw = fakeGateway();
    const lostAnswer: OutboxTransport = {
      ...gw.transport,
      send: async (...args) => {
        await gw.transport.send(...args);
        throw new ApiError(0, 'NETWORK_ERROR', '');
      },
    };
    expect(await submitRecord(db, workRecord(['f1']), lostAnswer)).toEqual({ queued: true });
    await replayOutbox(db, gw.transport);
    expect(gw.stored.size).toBe(1);
    // the photo went up once: the keys of the first upload were kept with the item
    expect(gw.uploads).toEqual(['IMG_1.jpg']);
  });

  it('a refusal at replay is kept with the server message until retried or discarded; the others go on', async () => {
    const db = freshDb();
    const gw = fakeGateway();
    gw.state.online = false;
    await submitRecord(db, workRecord(['gone']), gw.transport);
    await submitRecord(db, workRecord(['f2']), gw.transport);
    gw.state.online = true;
    gw.state.refuse = (_p, body) =>
      JSON.stringify(body).includes('"gone"') ? new ApiError(404, 'NOT_FOUND', 'ほ場が見つかりません。') : null;
    expect(await replayOutbox(db, gw.transport)).toEqual({ sent: 1, failed: 1, pending: 0 });
    const failed = (await db.outbox.toArray()).find((i) => i.state === 'failed')!;
    expect(failed.error).toBe('ほ場が見つかりません。');
    expect(await unsentCount(db)).toBe(1);

    await retryItem(db, failed.seq!);
    expect(await replayOutbox(db, gw.transport)).toEqual({ sent: 0, failed: 1, pending: 0 });
    await discardItem(db, failed.seq!);
    expect(await unsentCount(db)).toBe(0);
  });

  it('online refusal is thrown to the screen and leaves nothing queued', async () => {
    const db = freshDb();
    const gw = fakeGateway();
    gw.state.refuse = () => new ApiError(403, 'READ_ONLY', '閲覧のみのプランです。');
    await expect(submitRecord(db, workRecord(['f1']), gw.transport)).rejects.toMatchObject({ message: '閲覧のみのプランです。' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a send interrupted by a closed page is waiting again at the next start', async () => {
    const db = freshDb();
    await db.outbox.add({ key: 'k1', kind: 'water-gate', label: '水門', method: 'POST', path: '/x', body: {}, state: 'sending', createdAt: 1 });
    await recoverInterrupted(db);
    expect((await db.outbox.toArray())[0].state).toBe('pending');
  });

  it('without IndexedDB the write goes straight to the network as before', async () => {
    const gw = fakeGateway();
    const result = await submitRecord(null, workRecord(['f1']), gw.transport);
    expect(result.queued).toBe(false);
    gw.state.online = false;
    await expect(submitRecord(null, workRecord(['f1']), gw.transport)).rejects.toBeInstanceOf(ApiError);
  });

  it('location points recorded offline wait in batches of 500 and are each sent once', async () => {
    const db = freshDb();
    const gw = fakeGateway();
    gw.state.online = false;
    const points = Array.from({ length: 1200 }, (_, i) => ({ lat: 37 + i / 1e5, lon: 138.8, location_time: '2026-05-01T06:00:00+09:00' }));
    const items = locationRecords(points);
    expect(items.map((i) => (i.body.locations as unknown[]).length)).toEqual([500, 500, 200]);
    for (const item of items) expect(await submitRecord(db, item, gw.transport)).toEqual({ queued: true });
    gw.state.online = true;
    expect(await replayOutbox(db, gw.transport)).toEqual({ sent: 3, failed: 0, pending: 0 });
    await replayOutbox(db, gw.transport);
    expect(gw.stored.size).toBe(3);
  });

  it("the replay's session check is tried again once: another part of the page may have refreshed the token meanwhile", async () => {
    const db = freshDb();
    const gw = fakeGateway();
    gw.state.online = false;
    await submitRecord(db, workRecord(['f1']), gw.transport);
    gw.state.online = true;
    let checks = 0;
    const lostRefresh: OutboxTransport = {
      ...gw.transport,
      refreshSession: async () => {
        checks += 1;
        if (checks === 1) throw new ApiError(401, 'UNAUTHORIZED', 'ログインしてください。');
      },
    };
    expect(await replayOutbox(db, lostRefresh)).toEqual({ sent: 1, failed: 0, pending: 0 });
    expect(checks).toBe(2);
    // A session that stays lost leaves everything waiting.
    await submitRecord(db, workRecord(['f2']), { ...gw.transport, send: async () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', '')) });
    const noSession: OutboxTransport = { ...gw.transport, refreshSession: async () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', '')) };
    expect(await replayOutbox(db, noSession)).toEqual({ sent: 0, failed: 0, pending: 1 });
  });
});
