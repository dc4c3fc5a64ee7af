import { DEFAULT_PIN_ICON, isPinIcon, PIN_ICONS, pinIconCode } from './pin-icon';

describe('pin icons', () => {
  it('has ten kinds with 040 as default', () => {
    expect(PIN_ICONS).toHaveLength(10);
    expect(PIN_ICONS[0]).toBe('010');
    expect(PIN_ICONS[9]).toBe('100');
    expect(DEFAULT_PIN_ICON).toBe('040');
  });
  it('recognises only the ten base codes', () => {
    expect(isPinIcon('070')).toBe(true);
    expect(isPinIcon('071')).toBe(false);
    expect(isPinIcon(70)).toBe(false);
  });
  it.each([
    [{}, '040'],
    [{ stored: true }, '041'],
    [{ selected: true }, '042'],
    [{ stored: true, selected: true }, '043'],
  ])('040 with %p -> %s', (state, code) => {
    expect(pinIconCode('040', state)).toBe(code);
  });
  it('keeps three digits for 010 and 100', () => {
    expect(pinIconCode('010', { stored: true })).toBe('011');
    expect(pinIconCode('100', { stored: true, selected: true })).toBe('103');
  });
  it('falls back to the default for unknown pin types', () => {
    expect(pinIconCode(null)).toBe('040');
    expect(pinIconCode('999', { selected: true })).toBe('042');
    expect(pinIconCode(undefined)).toBe('040');
  });
});
