import { DATE_COLUMN_PX, widthOf } from './WorkReport';

describe('work report column widths', () => {
  it('gives a date column room for a whole date, however short its title', () => {
    expect(widthOf({ kind: 'value', title: '実施日', type: 'date' })).toBe(DATE_COLUMN_PX);
    expect(DATE_COLUMN_PX).toBeGreaterThanOrEqual(112);
    // A long title still widens it, up to the usual limit.
    expect(widthOf({ kind: 'value', title: '収穫予定日（圃場ごとの見込み）', type: 'date' })).toBe(200);
  });

  it('keeps the other columns as wide as their titles ask, images narrow', () => {
    expect(widthOf({ kind: 'value', title: '品種', type: 'string' })).toBe(96);
    expect(widthOf({ kind: 'image', title: '画像', type: 'image' })).toBe(56);
  });
});
