import type { INestApplication } from '@nestjs/common';
import { FIXED_ITEM_DETAILS, WORKS_SUBJECTS, type Item, type Season } from '@inasaku/contracts';
import { bootstrapService } from '@inasaku/service-kit';
import { FieldsStub, startServiceHarness, testUrls, type ServiceHarness, type TestAccount } from '@inasaku/testing';
import { AppModule, SERVICE_NAME } from '../app.module';

export interface WorksHarness extends ServiceHarness<INestApplication> {
  fields: FieldsStub;
}

/** Boots the real works service in-process against the test PostgreSQL, NATS and Redis, with a fields stub. */
export async function startWorksService(): Promise<WorksHarness> {
  const fields = await FieldsStub.start(testUrls().nats);
  const harness = await startServiceHarness({
    schema: SERVICE_NAME,
    env: { FIELDS_LOOKUP_TIMEOUT_MS: '3000' },
    boot: () => bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: 0, healthHost: '127.0.0.1' }),
    onReset: () => fields.clear(),
    beforeClose: () => fields.close(),
  });
  return { ...harness, fields };
}

const W = WORKS_SUBJECTS;

/** A field season with one item: 施用量 (kg, per 10a), メモ; pattern as given. */
export async function fieldItem(h: WorksHarness, farm: TestAccount, pattern: '1' | '2' = '2', area = '100'): Promise<{ season: Season; item: Item }> {
  const season = await h.client.call<Season>(W.seasons.create, { season_name: '施肥', color: '#B4AF4F' }, farm.context());
  const item = await h.client.call<Item>(W.items.create, {
    season_id: season.season_id, item_name: '元肥', item_pattern: pattern, item_area_total: area,
    item_details: [
      ...FIXED_ITEM_DETAILS,
      { item_detail_name: '肥料名', item_detail_type: 'string' },
      { item_detail_name: '施用量', item_detail_type: 'num', item_detail_unit: 'kg', item_detail_auto: true },
      { item_detail_name: 'メモ', item_detail_type: 'textarea' },
    ],
  }, farm.context());
  return { season, item };
}

/** A non-field season with one item (機械整備). */
export async function globalItem(h: WorksHarness, farm: TestAccount, pattern?: '1' | '2'): Promise<{ season: Season; item: Item }> {
  const season = await h.client.call<Season>(W.seasons.create, { season_name: 'ほ場外作業', is_not_paddy_field_item: true }, farm.context());
  const item = await h.client.call<Item>(W.items.create, {
    season_id: season.season_id, item_name: '機械整備', ...(pattern ? { item_pattern: pattern } : {}),
    item_details: [...FIXED_ITEM_DETAILS, { item_detail_name: '機械名', item_detail_type: 'string' }],
  }, farm.context());
  return { season, item };
}

/** work_items for an item built by fieldItem/globalItem, by detail name. */
export function values(item: Item, byName: Record<string, string | number | null>): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {};
  for (const d of item.item_details) if (d.item_detail_name in byName) out[d.item_detail_id] = byName[d.item_detail_name];
  return out;
}
