import {
  currentManagement,
  isPastManagement,
  managementYear,
  routeAfterYearChange,
  sortManagements,
  type ManagementPeriod,
} from './management';

const m2023: ManagementPeriod = { management_id: 'm2023', start_datetime: '2023-01-01T00:00:00+09:00' };
const m2024: ManagementPeriod = { management_id: 'm2024', start_datetime: '2024-01-01T00:00:00+09:00' };
const m2025: ManagementPeriod = { management_id: 'm2025', start_datetime: '2025-01-01T00:00:00+09:00' };

describe('sortManagements', () => {
  it('puts the newest start first without touching the input', () => {
    const input = [m2024, m2023, m2025];
    expect(sortManagements(input).map((m) => m.management_id)).toEqual(['m2025', 'm2024', 'm2023']);
    expect(input.map((m) => m.management_id)).toEqual(['m2024', 'm2023', 'm2025']);
  });
  it('compares instants across offsets', () => {
    const utc = { management_id: 'utc', start_datetime: '2024-12-31T16:00:00Z' }; // 2025-01-01 01:00 JST
    expect(sortManagements([m2025, utc])[0].management_id).toBe('utc');
  });
  it('falls back to text order for unparsable dates', () => {
    const a = { management_id: 'a', start_datetime: '2024 spring' };
    const b = { management_id: 'b', start_datetime: '2025 spring' };
    expect(sortManagements([a, b]).map((m) => m.management_id)).toEqual(['b', 'a']);
  });
});

describe('managementYear', () => {
  it('is the first four characters', () => {
    expect(managementYear(m2024)).toBe('2024');
  });
});

describe('isPastManagement', () => {
  const list = [m2023, m2025, m2024];
  it('the newest is current', () => {
    expect(currentManagement(list)).toBe(m2025);
    expect(isPastManagement(list, 'm2025')).toBe(false);
  });
  it('every other, and unknown ids, are past', () => {
    expect(isPastManagement(list, 'm2024')).toBe(true);
    expect(isPastManagement(list, 'm2023')).toBe(true);
    expect(isPastManagement(list, 'nope')).toBe(true);
    expect(isPastManagement([], 'm2025')).toBe(true);
    expect(currentManagement([])).toBeUndefined();
  });
});

describe('routeAfterYearChange', () => {
  it.each([
    'dashboard',
    'paddy-field-show',
    'work-history-show',
    'weather-settings-show',
    'works',
    'brands',
    'archives',
    'archives-work',
    'archives-water',
    'archives-information',
    'archives-log',
    'archives-weather',
  ])('%s reloads', (route) => {
    expect(routeAfterYearChange(route)).toEqual({ action: 'reload' });
  });

  it.each([
    ['works-item-edit', 'works'],
    ['works-detail-edit', 'works'],
    ['works-item-order', 'works'],
    ['works-order', 'works'],
    ['brands-detail', 'brands'],
    ['brands-order', 'brands'],
    ['weather-settings-add', 'weather-settings-show'],
    ['weather-settings-edit', 'weather-settings-show'],
    ['paddy-field-add', 'dashboard'],
    ['work-history-add', 'dashboard'],
    ['users', 'dashboard'],
    ['markers', 'dashboard'],
    ['inquiry', 'dashboard'],
    ['', 'dashboard'],
    ['toString', 'dashboard'],
  ])('%s goes to %s', (route, target) => {
    expect(routeAfterYearChange(route)).toEqual({ action: 'navigate', route: target });
  });
});
