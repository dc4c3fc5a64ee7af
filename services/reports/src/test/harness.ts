import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { FIXED_ITEM_DETAILS, type ReportWorkEntry, type Season } from '@inasaku/contracts';
import { bootstrapService } from '@inasaku/service-kit';
import { eventually as poll, startServiceHarness, testUrls, type ServiceHarness, type TestAccount } from '@inasaku/testing';
import { AppModule, SERVICE_NAME } from '../app.module';
import { WorksStub, type YearData } from './works-stub';

// A 1x1 PNG.
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export interface ReportsHarness extends ServiceHarness<INestApplication> {
  works: WorksStub;
  mediaDir: string;
}

/** Boots the real reports service in-process against the test PostgreSQL, NATS (JetStream) and Redis, with a works stub and a scratch media directory. */
export async function startReportsService(mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-media-'))): Promise<ReportsHarness> {
  const works = await WorksStub.start(testUrls().nats);
  const harness = await startServiceHarness({
    schema: SERVICE_NAME,
    env: { MEDIA_DIR: mediaDir, WORKS_REQUEST_TIMEOUT_MS: '5000' },
    boot: () => bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: 0, healthHost: '127.0.0.1' }),
    onReset: () => works.clear(),
    beforeClose: () => works.close(),
  });
  return { ...harness, works, mediaDir };
}

/** Export jobs take their time: a longer wait than libs/testing's default. */
export const eventually = <T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<T> => poll(check, timeoutMs);

/** A year of `fields` fields with one fertiliser record each, every `photoEvery`-th with a photo stored in the media directory. */
export function yearWithPhotos(farm: TestAccount, mediaDir: string, fields: number, photoEvery = 1): YearData {
  const season: Season = {
    season_id: randomUUID(), season_name: '施肥', color: '#B4AF4F', is_not_paddy_field_item: false, sort_key: 1,
    items: [{
      item_id: randomUUID(), item_name: '元肥', season_id: '', season_name: '施肥', color: '#B4AF4F', is_not_paddy_field_item: false, sort_key: 1,
      item_area_total: null, item_progress: '1', item_pattern: '1',
      item_details: [
        ...FIXED_ITEM_DETAILS.map((d, i) => ({ ...d, item_detail_id: `d${i}` })),
        { item_detail_id: 'amount', item_detail_name: '施用量', item_detail_type: 'num', item_detail_key: null, item_detail_unit: 'kg', item_detail_auto: true, display_flg: true },
      ],
    }],
  };
  const item = season.items[0];
  const paddy_fields = Array.from({ length: fields }, (_, i) => ({ paddy_field_id: randomUUID(), name: `東${i + 1}`, sequence: i + 1, area: '10' }));
  const work_histories: ReportWorkEntry[] = paddy_fields.map((f, i) => {
    const images: string[] = [];
    if (i % photoEvery === 0) {
      const key = `${farm.managementId}/image/${1700000000000 + i}/0.png`;
      fs.mkdirSync(path.dirname(path.join(mediaDir, key)), { recursive: true });
      fs.writeFileSync(path.join(mediaDir, key), PNG);
      images.push(key);
    }
    return {
      paddy_field_id: f.paddy_field_id, item_id: item.item_id,
      work_items: { d0: '2026-05-01', d1: '山田', amount: '30' }, work_items_auto: { amount: '30' }, image_paths: images,
      work_date: '2026-05-01', create_datetime: new Date().toISOString(),
    };
  });
  return { accountId: farm.accountId, managementId: farm.managementId, year: '2026', data: { paddy_fields, seasons: [season], work_histories } };
}
