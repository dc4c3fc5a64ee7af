import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { offlineStoreOf } from '@inasaku/offline';
import { mockGateway } from '@inasaku/ui/testing';
import { field, history, SEASONS } from '../common/test/fixtures';
import { loadFieldData, loadSeasons, loadUsers } from './offline-data';
import { loadHistoriesOf } from './history-offline';

// jsdom has no structuredClone, which fake-indexeddb copies every record with.
(globalThis as { structuredClone?: unknown }).structuredClone ??= (value: unknown) => deserialize(serialize(value));

// What the device keeps for a large account (the issue asks for the figure): 1,000 fields with
// outlines and 20,000 work histories of the year, every field's histories opened once on the
// work-history map (the most the device keeps of a year), plus the year's items and the users.
// Size: each kept row as V8 serializes it (Chromium's IndexedDB stores that serialization, and
// compresses large values on disk with Snappy: the figure is the upper bound), and as JSON text.
const FIELDS = 1000;
const HISTORIES = 20000;
const PER_FIELD = HISTORIES / FIELDS;

/** A 5-vertex rectangle around the pin, as a boundary drawn on the map gives. */
const outline = (lat: number, lng: number) => ({
  type: 'Polygon' as const,
  coordinates: [[[lng, lat], [lng + 0.0008, lat], [lng + 0.0008, lat + 0.0005], [lng, lat + 0.0005], [lng, lat]]],
});

const fields = Array.from({ length: FIELDS }, (_, i) => {
  const lat = 35.5 + (i % 40) * 0.001;
  const lng = 139.5 + Math.floor(i / 40) * 0.001;
  return field(i + 1, {
    name: `北${i + 1}号田`, map_pos: `${lat},${lng}`, latitude: lat, longitude: lng, area: '12.34', brand_id: 'b1', brand: 'コシヒカリ',
    kousakusha: '田中太郎', boundary: outline(lat, lng), boundary_area_a: 12.34,
  });
});
const historiesOf = (fieldId: string, name: string) =>
  Array.from({ length: PER_FIELD }, (_, k) =>
    history(`${fieldId}-h${k}`, { paddy_field_id: fieldId, paddy_field_name: name, work_date: `2026-05-${String((k % 28) + 1).padStart(2, '0')}` }),
  );
const summaries = fields.map((f) => ({ paddy_field_id: f.paddy_field_id, season_id: 's1', item_id: 'i1', count: PER_FIELD, last_work_date: '2026-05-20' }));
const users = Array.from({ length: 20 }, (_, i) => ({
  user_id: `user-${i}`, username: `user${i}@example.jp`, email: `user${i}@example.jp`, display_name: `作業者${i}`, color: '#E57373',
}));

describe('the data kept on the device for 1,000 fields and 20,000 histories', () => {
  it('is printed (V8-serialized and JSON bytes per kind of answer)', async () => {
    mockGateway({
      'GET /inasaku/season-histories': { data: SEASONS },
      'GET /inasaku/paddy-fields': { data: fields },
      'GET /inasaku/paddy-field-histories': { data: summaries },
      'GET /inasaku/users': { data: { list: users, total_count: users.length } },
      'GET /inasaku/work-histories': (_body, query) => {
        const f = fields.find((x) => x.paddy_field_id === query.get('paddy_field_id'))!;
        return { data: historiesOf(f.paddy_field_id, f.name!) };
      },
    });
    const db = offlineStoreOf({ user_id: 'user-0', account_id: 'acc-size' })!;
    const mid = 'mgmt-2026';
    await loadSeasons(db, mid);
    await loadFieldData(db, mid);
    await loadUsers(db);
    for (const f of fields) await loadHistoriesOf(db, mid, { kind: 'field', id: f.paddy_field_id });

    const rows = await db.cache.toArray();
    const kinds = new Map<string, { rows: number; v8: number; json: number }>();
    let histories = 0;
    for (const row of rows) {
      const kind = row.key.split('?')[0];
      const k = kinds.get(kind) ?? { rows: 0, v8: 0, json: 0 };
      k.rows += 1;
      k.v8 += serialize(row).byteLength;
      k.json += Buffer.byteLength(JSON.stringify(row));
      kinds.set(kind, k);
      if (kind === '/inasaku/work-histories') histories += (row.data as unknown[]).length;
    }
    const total = [...kinds.values()].reduce((s, k) => ({ v8: s.v8 + k.v8, json: s.json + k.json }), { v8: 0, json: 0 });
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    console.log(
      `kept on the device for ${FIELDS} fields and ${histories} histories: ${kb(total.v8)} as V8 serializes it (${kb(total.json)} as JSON)\n` +
        [...kinds].map(([kind, k]) => `  ${kind}: ${k.rows} rows, ${kb(k.v8)} (${kb(k.json)} JSON)`).join('\n'),
    );
    expect(histories).toBe(HISTORIES);
    expect(kinds.get('/inasaku/paddy-fields')?.rows).toBe(1);
    expect(total.v8).toBeGreaterThan(0);
  });
});
