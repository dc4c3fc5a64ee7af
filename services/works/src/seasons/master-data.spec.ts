import { itemDetailInputSchema, SEASON_COLORS, SEASON_RULES, ITEM_RULES } from '@inasaku/contracts';
import { LIMITS, validate } from '@inasaku/domain';
import { WORK_MASTER_DATA } from './master-data';

describe('work master data', () => {
  it('covers the rice year and one season of work away from the fields', () => {
    expect(WORK_MASTER_DATA.map((s) => s.name)).toEqual(['育苗', '耕起・代かき', '田植え', '施肥', '防除', '水管理', '収穫', 'ほ場外作業']);
    expect(WORK_MASTER_DATA.find((s) => s.name === 'ほ場外作業')?.items.map((i) => i.name)).toContain('機械整備');
  });

  it('uses palette colours and names within the limits of the forms', () => {
    for (const season of WORK_MASTER_DATA) {
      expect(SEASON_COLORS).toContain(season.color);
      expect(validate(season.name, SEASON_RULES.season_name)).toBeNull();
      for (const item of season.items) {
        expect(validate(item.name, ITEM_RULES.item_name)).toBeNull();
        expect(item.details.length + 2).toBeLessThanOrEqual(LIMITS.maxDetailRows);
        for (const d of item.details) {
          expect(itemDetailInputSchema.safeParse({ item_detail_name: d.name, item_detail_type: d.type, item_detail_unit: d.unit ?? null }).success).toBe(true);
          if (d.unit || d.auto) expect(d.type).toBe('num');
          if (d.auto) expect(season.notPaddy).toBe(false);
        }
      }
    }
  });

  it('records what the pesticide law asks for spraying', () => {
    const spraying = WORK_MASTER_DATA.find((s) => s.name === '防除')!;
    for (const item of spraying.items) {
      const names = item.details.map((d) => d.name);
      expect(names).toEqual(expect.arrayContaining(['農薬名', '対象作物', '使用量']));
      expect(item.details.find((d) => d.name === '使用量')).toMatchObject({ type: 'num', auto: true });
      expect(item.pattern).toBe('1');
    }
    expect(spraying.items[1].details.map((d) => d.name)).toContain('希釈倍率');
  });
});
