import { defaultLocationRange, HOUR_OPTIONS, isSelectableDate, locationQuery, pushHours, selectableDates, tokyoIso, trailPolylines } from './location-filter';

// 2026-05-10 14:25 in Tokyo.
const NOW = new Date('2026-05-10T05:25:00Z');

describe('person filter times (spec 000 §9)', () => {
  it('defaults to two hours before the current hour until the next hour, today in Tokyo', () => {
    expect(defaultLocationRange(NOW)).toEqual({ date: '2026-05-10', start: 12, end: 15 });
  });

  it('keeps the default within the day at its ends', () => {
    expect(defaultLocationRange(new Date('2026-05-09T15:10:00Z'))).toEqual({ date: '2026-05-10', start: 0, end: 1 }); // 00:10
    expect(defaultLocationRange(new Date('2026-05-09T16:10:00Z'))).toEqual({ date: '2026-05-10', start: 0, end: 2 }); // 01:10
    expect(defaultLocationRange(new Date('2026-05-10T14:59:00Z'))).toEqual({ date: '2026-05-10', start: 21, end: 24 }); // 23:59
  });

  it('offers today back 6 days', () => {
    expect(selectableDates(NOW)).toEqual(['2026-05-10', '2026-05-09', '2026-05-08', '2026-05-07', '2026-05-06', '2026-05-05', '2026-05-04']);
    expect(isSelectableDate('2026-05-04', NOW)).toBe(true);
    expect(isSelectableDate('2026-05-03', NOW)).toBe(false);
    expect(isSelectableDate('2026-05-11', NOW)).toBe(false);
  });

  it('lists hours 00:00 to 24:00', () => {
    expect(HOUR_OPTIONS).toHaveLength(25);
    expect(HOUR_OPTIONS[0]).toEqual({ value: 0, label: '00:00' });
    expect(HOUR_OPTIONS[24]).toEqual({ value: 24, label: '24:00' });
  });
});

describe('the one-hour push rule (spec 000 §4.6)', () => {
  it('leaves a valid range alone', () => {
    expect(pushHours({ start: 9, end: 12 }, 'start')).toEqual({ start: 9, end: 12 });
  });
  it('a start at or after the end pushes the end one hour along', () => {
    expect(pushHours({ start: 12, end: 12 }, 'start')).toEqual({ start: 12, end: 13 });
    expect(pushHours({ start: 18, end: 12 }, 'start')).toEqual({ start: 18, end: 19 });
  });
  it('an end at or before the start pulls the start one hour back', () => {
    expect(pushHours({ start: 12, end: 12 }, 'end')).toEqual({ start: 11, end: 12 });
    expect(pushHours({ start: 12, end: 5 }, 'end')).toEqual({ start: 4, end: 5 });
  });
  it('at the ends of the day the changed bound gives way', () => {
    expect(pushHours({ start: 24, end: 10 }, 'start')).toEqual({ start: 23, end: 24 });
    expect(pushHours({ start: 5, end: 0 }, 'end')).toEqual({ start: 0, end: 1 });
  });
});

describe('location query', () => {
  it('sends ISO 8601 with +09:00; 24:00 is the next day', () => {
    expect(tokyoIso('2026-05-10', 9)).toBe('2026-05-10T09:00:00+09:00');
    expect(tokyoIso('2026-05-31', 24)).toBe('2026-06-01T00:00:00+09:00');
    expect(locationQuery({ date: '2026-05-10', start: 0, end: 3 })).toEqual({
      from: '2026-05-10T00:00:00+09:00', to: '2026-05-10T03:00:00+09:00',
    });
  });

  it('draws one trail per checked user with points, in the user colour or #E57373', () => {
    const p = (lat: number) => ({ lat, lon: 139.5, location_time: '2026-05-10T09:00:00+09:00' });
    const lines = trailPolylines(
      { u1: [p(35.1), p(35.2)], u2: [p(35.3)], u3: [p(35.4)] },
      [{ user_id: 'u1', color: '#64B5F6' }, { user_id: 'u2', color: '' }, { user_id: 'u3', color: '#FFD54F' }],
      ['u1', 'u2', 'u4'],
    );
    expect(lines).toEqual([
      { id: 'u1', color: '#64B5F6', weight: 4, points: [[35.1, 139.5], [35.2, 139.5]] },
      { id: 'u2', color: '#E57373', weight: 4, points: [[35.3, 139.5]] },
    ]);
  });
});
