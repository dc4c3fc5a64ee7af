import { SAMPLE_MAX_KEYS, deviceSample } from './device-sample';

describe('deviceSample', () => {
  it('keeps numbers, booleans and short texts, nested objects one level deep, and drops arrays', () => {
    expect(deviceSample({ water_level: 12.5, ok: true, name: 'x', raw: [1, 2], sensor: { temp: 21, deep: { a: 1 } } }))
      .toEqual({ water_level: 12.5, ok: true, name: 'x', 'sensor.temp': 21 });
  });

  it('is bounded: long texts cut, at most SAMPLE_MAX_KEYS members; nothing readable is null', () => {
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(deviceSample(many)!)).toHaveLength(SAMPLE_MAX_KEYS);
    expect((deviceSample({ t: 'a'.repeat(500) })!.t as string).length).toBe(101);
    expect(deviceSample(null)).toBeNull();
    expect(deviceSample([1])).toBeNull();
    expect(deviceSample({ raw: [1] })).toBeNull();
  });
});
