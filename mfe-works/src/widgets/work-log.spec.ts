import { log } from '../settings/testing/fixtures';
import { areaText, canDeleteLog, detailLines, fieldColumnText, itemColumnText, logPageQuery, shortDate } from './work-log';
import { barPercent, hasAreaTotal, percentText, progressAreaText, progressRowAreaText, visibleProgress } from './progress';

const page = (from: number) => Array.from({ length: 8 }, (_, i) => log((from - 1) * 8 + i + 1));

describe('work log paging (spec 001 §4, 8 per page)', () => {
  it('page 1 asks for the count only', () => {
    expect(logPageQuery(3, 1, page(3))).toEqual({ count: 8 });
  });
  it('a higher page continues after the last log shown, skipping the pages in between', () => {
    expect(logPageQuery(1, 2, page(1))).toEqual({ count: 8, latest_log_id: 'log8', skip_page: 0 });
    expect(logPageQuery(2, 5, page(2))).toEqual({ count: 8, latest_log_id: 'log16', skip_page: 2 });
  });
  it('a lower page counts from the top', () => {
    expect(logPageQuery(4, 2, page(4))).toEqual({ count: 8, skip_page: 1 });
  });
  it('a higher page without logs on screen counts from the top', () => {
    expect(logPageQuery(1, 3, [])).toEqual({ count: 8, skip_page: 2 });
  });
});

describe('work log rows', () => {
  it("a delete log is marked '[削除]'", () => {
    expect(itemColumnText(log(1, { type: 3 }))).toBe('[削除]元肥1');
    expect(itemColumnText(log(1, { type: 2 }))).toBe('元肥1');
  });

  it('delete is disabled for a delete log, for work already deleted and when read-only', () => {
    expect(canDeleteLog(log(1), true)).toBe(true);
    expect(canDeleteLog(log(1, { type: 2 }), true)).toBe(true);
    expect(canDeleteLog(log(1, { type: 3 }), true)).toBe(false);
    expect(canDeleteLog(log(1, { del_flg: '1' }), true)).toBe(false);
    expect(canDeleteLog(log(1), false)).toBe(false);
  });

  it('date MM/DD, field names, area with separators, details with a value and unit only', () => {
    expect(shortDate('2026-05-09')).toBe('05/09');
    expect(shortDate(null)).toBe('');
    const many = log(1, { paddy_fields: [{ paddy_field_id: 'a', paddy_field_name: '北1' }, { paddy_field_id: 'b', paddy_field_name: null }] });
    expect(fieldColumnText(many)).toBe('北1、（名称未設定）');
    expect(fieldColumnText(log(1, { is_not_paddy_field_item: true, paddy_fields: [], area_total: null }))).toBe('ほ場外作業');
    expect(areaText('1234.56')).toBe('1,234.56');
    expect(areaText(null)).toBe('');
    expect(detailLines(log(1))).toEqual([{ name: '施用量', value: '20 kg' }]);
  });
});

describe('work progress rows', () => {
  const list = Array.from({ length: 7 }, (_, i) => i + 1);
  it('the first five, then すべてを見る; all once asked', () => {
    expect(visibleProgress(list, false)).toEqual({ rows: [1, 2, 3, 4, 5], seeAll: true });
    expect(visibleProgress(list, true)).toEqual({ rows: list, seeAll: false });
    expect(visibleProgress(list.slice(0, 5), false)).toEqual({ rows: [1, 2, 3, 4, 5], seeAll: false });
  });

  it("'actual / total (a)' and the percent; the bar stops at 100", () => {
    expect(progressAreaText({ actual_total_area: '1234.5', item_area_total: '2000' })).toBe('1,234.5 / 2,000 (a)');
    expect(progressAreaText({ actual_total_area: '0', item_area_total: null })).toBe('0 / - (a)');
    expect(percentText(61.7)).toBe('61.7%');
    expect(percentText(0)).toBe('0.0%');
    expect(barPercent(130.2)).toBe(100);
    expect(barPercent(61.7)).toBe(61.7);
  });

  it('an item without a total area shows its area alone, without a percentage', () => {
    expect(hasAreaTotal({ item_area_total: null })).toBe(false);
    expect(hasAreaTotal({ item_area_total: '' })).toBe(false);
    expect(progressRowAreaText({ actual_total_area: '67.25', item_area_total: null })).toBe('67.25 (a)');
    expect(progressRowAreaText({ actual_total_area: '1234.5', item_area_total: '2000' })).toBe('1,234.5 / 2,000 (a)');
  });
});
