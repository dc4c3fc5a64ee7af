import { AMOUNT, DATE, MEMO, PRODUCT, WORKER } from './test/fixtures';
import { appendName, autoPreview, canSaveDetails, detailFormState, displayValue, initialDetailValues, workItemsToSave } from './detail-form';
import { tokyoToday } from '@inasaku/domain';

const DETAILS = [DATE, WORKER, AMOUNT, MEMO, PRODUCT];

describe('detail values of a work entry (spec 000 §5)', () => {
  it('a new entry starts empty except the execution date, today in Tokyo', () => {
    expect(initialDetailValues(DETAILS, null, '2026-05-01')).toEqual({
      'd-date': '2026-05-01', 'd-worker': '', 'd-amount': '', 'd-memo': '', 'd-product': '',
    });
    expect(tokyoToday(new Date('2026-04-30T15:30:00Z'))).toBe('2026-05-01');
  });

  it('an edit starts from the stored values', () => {
    expect(initialDetailValues(DETAILS, { 'd-date': '2026-04-02', 'd-amount': '12' })).toMatchObject({
      'd-date': '2026-04-02', 'd-worker': '', 'd-amount': '12',
    });
  });

  it('save is active only with some value and every rule met', () => {
    expect(detailFormState(DETAILS, {})).toEqual({ hasValue: false, valid: false });
    const ok = { 'd-date': '2026-05-01', 'd-worker': '田中' };
    expect(canSaveDetails(DETAILS, ok)).toBe(true);
    expect(canSaveDetails(DETAILS, { ...ok, 'd-amount': '1.2345' })).toBe(false); // customDouble: 3 decimals
    expect(canSaveDetails(DETAILS, { ...ok, 'd-product': 'x'.repeat(101) })).toBe(false);
    expect(canSaveDetails(DETAILS, { ...ok, 'd-memo': 'x'.repeat(1001) })).toBe(false);
    expect(canSaveDetails(DETAILS, { ...ok, 'd-worker': '　' })).toBe(false); // list required
    expect(canSaveDetails(DETAILS, { ...ok, 'd-date': '' })).toBe(false); // date with display_flg required
    expect(canSaveDetails([MEMO, PRODUCT], {})).toBe(false);
    expect(canSaveDetails([MEMO, PRODUCT], { 'd-memo': 'a' })).toBe(true);
  });

  it('drops empty values before saving', () => {
    expect(workItemsToSave(DETAILS, { 'd-date': '2026-05-01', 'd-worker': '田中', 'd-amount': '30', 'd-memo': '', 'd-product': '  ' })).toEqual({
      'd-date': '2026-05-01', 'd-worker': '田中', 'd-amount': '30',
    });
    expect(() => workItemsToSave(DETAILS, { 'd-worker': '田中' })).toThrow('実施日は必須項目です。');
  });

  it('the user-name shortcuts append a name once, joined by 、', () => {
    expect(appendName('', '田中太郎')).toBe('田中太郎');
    expect(appendName('田中太郎', '佐藤花子')).toBe('田中太郎、佐藤花子');
    expect(appendName('田中太郎、佐藤花子', '田中太郎')).toBe('田中太郎、佐藤花子');
    expect(appendName('田中太郎、', '佐藤花子')).toBe('田中太郎、佐藤花子');
  });

  it('shows the per-10a value: one figure, or the range over fields of different areas', () => {
    expect(autoPreview('30', ['10'])).toBe('30');
    expect(autoPreview('10', ['3'])).toBe('33.33');
    expect(autoPreview('30', ['10', '20', null])).toBe('15〜30');
    expect(autoPreview('30', [null])).toBeNull();
    expect(autoPreview('', ['10'])).toBeNull();
    expect(autoPreview('12000', ['10'])).toBe('12,000');
  });

  it('formats stored values for reading', () => {
    expect(displayValue(DATE, '2026-05-01')).toBe('2026/05/01');
    expect(displayValue(AMOUNT, '1234.5')).toBe('1,234.5kg');
    expect(displayValue(MEMO, null)).toBe('');
  });
});
