import { reading } from './test/fixtures';
import { chartPoints, dateTimeText, sensorIcon, sensorLook, sensorTitle, shortDateTimeText } from './sensor-view';

describe('sensor view rules', () => {
  it('maps status 1, 2, 9 to the warning, danger and unlinked icons and anything else to normal', () => {
    expect(['1', '2', '9', '0', '', undefined].map(sensorLook)).toEqual(['warning', 'danger', 'unlinked', 'normal', 'normal', 'normal']);
    expect(sensorIcon('1')).toMatchObject({ width: 24, height: 42, anchorX: 12, anchorY: 42 });
    expect(decodeURIComponent(sensorIcon('2').url)).toContain('#E53935');
  });

  it('titles a sensor ID（name）, or the ID alone without a name', () => {
    expect(sensorTitle({ sensor_id: 'WL-01', sensor_name: '北の田' })).toBe('WL-01（北の田）');
    expect(sensorTitle({ sensor_id: 'WL-01', sensor_name: '' })).toBe('WL-01');
  });

  it('writes times at +0900 whatever zone they come in', () => {
    expect(dateTimeText('2026-07-01T00:05:00Z')).toBe('2026/07/01 09:05');
    expect(shortDateTimeText('2026-12-31T23:30:00+09:00')).toBe('12/31 23:30');
    expect(dateTimeText(null)).toBe('');
  });

  it('charts readings oldest to newest, keeping the newest when limited', () => {
    const newestFirst = [reading('s', 30, 4, 20), reading('s', 20, 3, 19), reading('s', 10, 2, null), reading('s', 0, 1, 17)];
    expect(chartPoints(newestFirst).map((p) => p.level)).toEqual([1, 2, 3, 4]);
    expect(chartPoints(newestFirst).map((p) => p.temperature)).toEqual([17, null, 19, 20]);
    expect(chartPoints(newestFirst, { limit: 2 }).map((p) => p.label)).toEqual(['09:20', '09:30']);
  });
});
