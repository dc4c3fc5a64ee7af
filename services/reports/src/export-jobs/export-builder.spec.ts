import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import {
  reportSheet, workReportLayout,
  type Item, type ItemDetail, type ReportPaddyField, type ReportWorkData, type ReportWorkEntry, type ReportWorkHistory, type Season,
} from '@inasaku/contracts';
import { LocalReportBlobStore } from '../blob/blob-store';
import type { ExportJobEntity } from './entities/export-job.entity';
import { ExportBuilder, imageExportReport, jstStamp } from './export-builder';
import { PHOTO_BOX_PX, PHOTO_ROW_HEIGHT_PT, photoBox, photoColumnWidth } from './photo-placement';

/** A real PNG of the given size (one grey pixel row repeated), so its header is read as a photo's would be. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter byte
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0)),
  ]);
}

const detail = (id: string, name: string, extra: Partial<ItemDetail> = {}): ItemDetail => ({
  item_detail_id: id, item_detail_name: name, item_detail_type: 'string', item_detail_key: null, item_detail_unit: null,
  item_detail_auto: false, display_flg: true, ...extra,
});
const FERTILIZE: Item = {
  item_id: 'item-f', item_name: '元肥', season_id: 's1', season_name: '施肥', color: '#B4AF4F', is_not_paddy_field_item: false,
  sort_key: 1, item_area_total: null, item_progress: '1', item_pattern: '1',
  item_details: [
    detail('d-date', '実施日', { item_detail_type: 'date' }),
    detail('d-worker', '作業者', { item_detail_type: 'list', display_flg: false }),
    detail('d-amount', '施用量', { item_detail_type: 'num', item_detail_unit: 'kg', item_detail_auto: true }),
  ],
};
const MACHINE: Item = {
  item_id: 'item-m', item_name: '機械整備', season_id: 's2', season_name: 'ほ場外作業', color: '#C499F0', is_not_paddy_field_item: true,
  sort_key: 1, item_area_total: null, item_progress: null, item_pattern: '1',
  item_details: [detail('m-date', '実施日', { item_detail_type: 'date' }), detail('m-worker', '作業者', { item_detail_type: 'list', display_flg: false }), detail('m-name', '機械名')],
};
const SEASONS: Season[] = [
  { season_id: 's1', season_name: '施肥', color: '#B4AF4F', is_not_paddy_field_item: false, sort_key: 1, items: [FERTILIZE] },
  { season_id: 's2', season_name: 'ほ場外作業', color: '#C499F0', is_not_paddy_field_item: true, sort_key: 2, items: [MACHINE] },
];
const FIELDS: ReportPaddyField[] = [
  { paddy_field_id: 'f2', name: '東2', sequence: 2, area: '20' },
  { paddy_field_id: 'f1', name: '東1', sequence: 1, area: '10' },
];
let n = 0;
const entry = (field: string | null, item: Item, values: Record<string, string>, extra: Partial<ReportWorkEntry> = {}): ReportWorkEntry => ({
  paddy_field_id: field, item_id: item.item_id, work_items: values, work_items_auto: {}, image_paths: [],
  work_date: values['d-date'] ?? values['m-date'] ?? null, create_datetime: `2026-01-01T00:00:0${n++}.000Z`, ...extra,
});
const HISTORIES: ReportWorkEntry[] = [
  entry('f1', FERTILIZE, { 'd-date': '2026-05-10', 'd-worker': '山田', 'd-amount': '30' }, { work_items_auto: { 'd-amount': '30' } }),
  entry('f1', FERTILIZE, { 'd-date': '2026-05-01', 'd-amount': '12.5' }, { work_items_auto: { 'd-amount': '12.5' }, image_paths: ['m/image/1/0.png', 'm/image/1/1.png'] }),
  entry('f2', FERTILIZE, { 'd-date': '2026-04-20', 'd-amount': '多め' }, { image_paths: ['m/image/2/missing.png'] }),
  entry(null, MACHINE, { 'm-date': '2026-03-05', 'm-name': 'コンバイン' }, { image_paths: ['m/image/3/0.png'] }),
];

/** The records as works answers them: one part, the entries in compact form. */
function worksAnswer(): ReportWorkData {
  const compact = (h: ReportWorkEntry): ReportWorkHistory => {
    const ids = SEASONS.flatMap((s) => s.items).find((i) => i.item_id === h.item_id)!.item_details.map((d) => d.item_detail_id);
    return {
      f: h.paddy_field_id, i: h.item_id, v: ids.map((id) => h.work_items[id] ?? null), a: ids.map((id) => h.work_items_auto[id] ?? null),
      p: h.image_paths, d: h.work_date, t: Date.parse(h.create_datetime),
    };
  };
  return { paddy_fields: FIELDS, seasons: SEASONS, parts: 1, work_histories: HISTORIES.map(compact), next_cursor: null } as unknown as ReportWorkData;
}

describe('image export workbook', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'img-export-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  let ws: ExcelJS.Worksheet;
  const progress: [number, number][] = [];

  beforeAll(async () => {
    const media = path.join(dir, 'media');
    for (const [key, bytes] of [['m/image/1/0.png', png(40, 30)], ['m/image/1/1.png', png(30, 60)], ['m/image/3/0.png', png(50, 50)]] as const) {
      fs.mkdirSync(path.dirname(path.join(media, key)), { recursive: true });
      fs.writeFileSync(path.join(media, key), bytes);
    }
    const store = new LocalReportBlobStore(media, path.join(dir, 'tmp'));
    const client = {
      request: (subject: string) => (subject.includes('managements') ? Promise.resolve([]) : Promise.resolve(worksAnswer())),
    };
    const jobs = {
      progress: (_id: string, done: number, total: number) => {
        progress.push([done, total]);
        return Promise.resolve();
      },
      finish: () => Promise.resolve(),
    };
    const builder = new ExportBuilder(client as never, jobs as never, store, { WORKS_REQUEST_TIMEOUT_MS: 1000, EXPORT_URL_TTL_SECONDS: 60 } as never);
    // ほ場外作業表示 on, as the screen sends it when the box is ticked.
    const job = { jobId: '00000000-0000-4000-8000-000000000001', accountId: 'a1', userId: 'u1', managementId: 'm1', attempts: 1, showAll: false, showOutside: true } as ExportJobEntity;
    await builder.build(job, () => false, () => undefined);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path.join(media, 'exports', 'a1', `${job.jobId}.xlsx`));
    ws = wb.getWorksheet('Sheet1')!;
  });

  const plain = () => reportSheet(workReportLayout({ fields: FIELDS, seasons: SEASONS, histories: HISTORIES }, imageExportReport({ showAll: false, showOutside: true })));
  /** A row's values as the plain export's cells would hold them (exceljs reads a merged cell's other cells as the master's value). */
  const rowValues = (r: number) => (ws.getRow(r).values as unknown[]).slice(1);

  it('has the header rows of the plain report export (seasons, item groups, detail columns), merged and coloured the same', () => {
    const sheet = plain();
    for (const r of [1, 2, 3]) {
      const expected = sheet.rows[r - 1].map((c) => c.value);
      const got = Array.from({ length: expected.length }, (_, i) => {
        const cell = ws.getCell(r, i + 1);
        return cell.isMerged && cell.master !== cell ? null : (cell.value ?? null);
      });
      expect(got).toEqual(expected);
    }
    expect(rowValues(3)).toEqual(expect.arrayContaining(['実施日', '施用量(kg)', '施用量(kg/10a当り)', '画像', '機械名']));
    expect(ws.getCell('C1').isMerged).toBe(true);
    expect((ws.getCell('C1').fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFB4AF4F');
    expect(ws.getColumn(3).width).toBe(sheet.widths[2]);
  });

  it('writes the rows of the report: 開始日 / 終了日, the fields in order, then ほ場外作業; numbers as number cells, dates as date cells', () => {
    expect([4, 5, 6, 7, 8].map((r) => ws.getCell(r, 2).value)).toEqual(['開始日', '終了日', '東1', '東2', 'ほ場外作業']);
    expect(ws.getCell('A6').value).toBe(1);
    // 東1: 元肥(1) is the 05-01 entry (12.5 kg), 元肥(2) the 05-10 one (30 kg)
    expect(ws.getCell('C6').value).toEqual(new Date(Date.UTC(2026, 4, 1)));
    expect(ws.getCell('C6').numFmt).toBe('yyyy/mm/dd');
    expect(ws.getCell('D6').value).toBe(12.5);
    expect(ws.getCell('E6').value).toBe(12.5);
    expect(ws.getCell('H6').value).toBe(30);
    expect(ws.getCell('I6').value).toBe(30);
    expect(ws.getCell('C4').value).toEqual(new Date(Date.UTC(2026, 3, 20)));
    // A num detail holding text stays text, as in the plain export.
    expect(ws.getCell('D7').value).toBe('多め');
    for (const r of [6, 7, 8]) {
      plain().rows[r - 1].forEach((c, i) => {
        if (typeof c.value === 'number') expect(ws.getCell(r, i + 1).value).toBe(c.value);
      });
    }
  });

  it('anchors each photo in the row of its record, in its group\'s image column, side by side at its own aspect ratio', () => {
    const images = ws.getImages().map((i) => ({ col: Math.floor(i.range.tl.col), row: Math.floor(i.range.tl.row), ext: (i.range as unknown as { ext: { width: number; height: number } }).ext }));
    // 0-based: 東1 is sheet row 6 (index 5), its 元肥(1) image column is F (index 5); ほ場外作業 is row 8, 画像 of 機械整備(1) is column M (index 12).
    expect(images.map(({ col, row }) => [col, row])).toEqual([[5, 5], [5, 5], [12, 7]]);
    expect(images[0].ext).toEqual({ width: PHOTO_BOX_PX, height: 72 });
    expect(images[1].ext).toEqual({ width: 48, height: PHOTO_BOX_PX });
    // The photos take their cell; a photo that is not in the store leaves 有 (東2).
    expect(ws.getCell('F6').value).toBeNull();
    expect(ws.getCell('F7').value).toBe('有');
    expect(ws.getRow(6).height).toBe(PHOTO_ROW_HEIGHT_PT);
    expect(ws.getRow(8).height).toBe(PHOTO_ROW_HEIGHT_PT);
    expect(ws.getColumn(6).width).toBe(photoColumnWidth(2));
  });

  it('counts progress in work records', () => {
    expect(progress[0]).toEqual([0, 4]);
  });

  it('fits a photo in its box, centred, the next one beside it', () => {
    expect(photoBox(0, { width: 400, height: 300 })).toEqual({ x: 4, y: 16, width: 96, height: 72 });
    expect(photoBox(1, { width: 300, height: 400 })).toEqual({ x: 4 + 100 + 12, y: 4, width: 72, height: 96 });
    expect(photoBox(0, null)).toEqual({ x: 4, y: 4, width: 96, height: 96 });
    expect(PHOTO_ROW_HEIGHT_PT * (4 / 3)).toBe(104);
  });

  it('follows the screen\'s checkboxes: 全項目表示 adds the hidden details, ほ場外作業表示 the non-field columns and rows', () => {
    const data = { fields: FIELDS, seasons: SEASONS, histories: HISTORIES };
    const titles = (showAll: boolean, showOutside: boolean) => reportSheet(workReportLayout(data, imageExportReport({ showAll, showOutside }))).rows[2].map((c) => c.value);
    expect(titles(false, false)).not.toContain('作業者');
    expect(titles(false, false)).not.toContain('機械名');
    expect(titles(true, false)).toContain('作業者');
    expect(titles(false, true)).toContain('機械名');
  });

  it('stamps file names in Japan time', () => {
    expect(jstStamp(new Date('2026-11-24T15:04:05Z'))).toBe('20261125000405');
  });
});
