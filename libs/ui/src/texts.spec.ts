import { BUTTONS, CONFIRM, EMPTY, MENU_LABELS, REMOTE, SHELL } from './texts';
import { formatDateWithWeekday, formatYear } from './format';

describe('shared texts', () => {
  it('has the side-menu labels of spec 000 §2.1', () => {
    expect(Object.values(MENU_LABELS)).toEqual(
      expect.arrayContaining([
        'ダッシュボード', 'ほ場マップ', '作業入力', '水門マップ', '水管理', '水位マップ', 'センサー設置', '通知設定',
        '年次レポート', '作業実績', 'ほ場作業', 'ほ場外作業', 'お知らせ', '作業ログ', '水門ログ', '天気', '水位',
        '設定', 'ほ場', '登録', '編集', '品種', '作業項目', '累積気温', 'ユーザー', 'ホーム位置', 'ランドマーク',
        'お問い合わせ・ご要望',
      ]),
    );
  });

  it('has the generic dialog buttons and the spec confirmations', () => {
    expect([BUTTONS.ok, BUTTONS.yes, BUTTONS.no]).toEqual(['OK', 'はい', 'いいえ']);
    expect(CONFIRM.delete).toBe('削除しますか？');
    expect(CONFIRM.deleteWorkLog).toBe('登録した作業実績を削除しますか？');
  });

  it('has the dashboard empty states', () => {
    expect(EMPTY).toMatchObject({
      workLogs: '作業ログはありません。',
      workProgress: '作業進捗はありません。',
      notices: 'お知らせはありません。',
      gateLogs: '水門ログはありません。',
      weather: '天気情報はありません。',
      sensors: '水位センサーが設置されていません。',
      alerts: '水位アラートはありません。',
    });
  });

  it('keeps every text Japanese (no untranslated English labels)', () => {
    const all = [...Object.values(MENU_LABELS), ...Object.values(EMPTY), ...Object.values(SHELL), ...Object.values(REMOTE)];
    for (const text of all) expect(text).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    expect(SHELL.rootOnlyPaidPlan).toBe('アカウントを作成したユーザーで申込できます。');
  });
});

describe('formatDateWithWeekday', () => {
  it('writes YYYY/MM/DD(曜)', () => {
    expect(formatDateWithWeekday(new Date(2026, 10, 22))).toBe('2026/11/22(日)');
    expect(formatDateWithWeekday(new Date(2026, 0, 5))).toBe('2026/01/05(月)');
    expect(formatDateWithWeekday(new Date(2025, 11, 27))).toBe('2025/12/27(土)');
  });

  it('writes the Tokyo day of an instant whatever the device zone, and a date as it is', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 00:30 on Sunday in Tokyo is still Saturday afternoon in New York.
      expect(formatDateWithWeekday(new Date('2026-11-21T15:30:00Z'))).toBe('2026/11/22(日)');
      expect(formatDateWithWeekday('2026-06-20')).toBe('2026/06/20(土)');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('writes a year as YYYY年', () => {
    expect(formatYear(2026)).toBe('2026年');
  });
});
