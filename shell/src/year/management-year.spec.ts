import { MANAGEMENTS } from '../test/fixtures';
import { MANAGEMENT_STORAGE_KEY, changeYear, initialManagementId, pastYearOf, type YearChangeEffects } from './management-year';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: jest.fn((k: string) => data.get(k) ?? null),
    setItem: jest.fn((k: string, v: string) => void data.set(k, v)),
  };
}

function effects(): YearChangeEffects & { [K in 'logAccess' | 'reload' | 'navigate']: jest.Mock } {
  return { storage: memoryStorage(), logAccess: jest.fn(), reload: jest.fn(), navigate: jest.fn() };
}

describe('initialManagementId', () => {
  it('starts on the newest year', () => {
    expect(initialManagementId(MANAGEMENTS, memoryStorage())).toBe('m-2026');
  });

  it('keeps the stored year when it belongs to the account', () => {
    expect(initialManagementId(MANAGEMENTS, memoryStorage({ [MANAGEMENT_STORAGE_KEY]: 'm-2024' }))).toBe('m-2024');
  });

  it('ignores a stored year of another account', () => {
    expect(initialManagementId(MANAGEMENTS, memoryStorage({ [MANAGEMENT_STORAGE_KEY]: 'elsewhere' }))).toBe('m-2026');
    expect(initialManagementId([], memoryStorage())).toBeNull();
  });
});

describe('pastYearOf', () => {
  it('is past for any year but the newest, and not past without years', () => {
    expect(pastYearOf(MANAGEMENTS, 'm-2026')).toBe(false);
    expect(pastYearOf(MANAGEMENTS, 'm-2025')).toBe(true);
    expect(pastYearOf([], null)).toBe(false);
  });
});

describe('changeYear', () => {
  it('logs the access, stores the year and reloads screens that follow the year', () => {
    for (const route of ['dashboard', 'paddy-field-show', 'work-history-show', 'weather-settings-show', 'works', 'brands', 'archives-log', 'archives-weather']) {
      const fx = effects();
      const { pastYear } = changeYear(MANAGEMENTS, 'm-2025', route, fx);
      expect(pastYear).toBe(true);
      expect(fx.logAccess).toHaveBeenCalledTimes(1);
      expect(fx.storage!.setItem).toHaveBeenCalledWith(MANAGEMENT_STORAGE_KEY, 'm-2025');
      expect([route, fx.reload.mock.calls.length, fx.navigate.mock.calls]).toEqual([route, 1, []]);
    }
  });

  it('sends detail screens to their list', () => {
    const cases: [string, string][] = [
      ['works-item-edit', '/works'],
      ['works-detail-edit', '/works'],
      ['works-item-order', '/works'],
      ['works-order', '/works'],
      ['brands-detail', '/brands'],
      ['weather-settings-add', '/weather/settings/show'],
      ['weather-settings-edit', '/weather/settings/show'],
    ];
    for (const [route, path] of cases) {
      const fx = effects();
      changeYear(MANAGEMENTS, 'm-2026', route, fx);
      expect([route, fx.navigate.mock.calls]).toEqual([route, [[path]]]);
      expect(fx.reload).not.toHaveBeenCalled();
      // The list logs its own opening as the shell lands on it: one access row, not two.
      expect(fx.logAccess).not.toHaveBeenCalled();
    }
  });

  it('sends every other screen to the dashboard', () => {
    for (const route of ['work-history-add', 'users', 'landmarks', 'water-show', 'inquiry']) {
      const fx = effects();
      const { pastYear } = changeYear(MANAGEMENTS, 'm-2026', route, fx);
      expect(pastYear).toBe(false);
      expect([route, fx.navigate.mock.calls]).toEqual([route, [['/dashboard']]]);
    }
  });
});
