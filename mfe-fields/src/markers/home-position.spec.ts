import { canSetHome, homeAction, homeHint } from './home-position';

const at = { lat: 35.6, lng: 139.7 };

describe('home position rules (spec 001 §4, §5)', () => {
  it('is set only at zoom 17 or more', () => {
    expect(canSetHome(16)).toBe(false);
    expect(canSetHome(17)).toBe(true);
    expect(canSetHome(19)).toBe(true);
  });

  it('refuses clicks and drags below zoom 17 and in a past year', () => {
    expect(homeAction({ zoom: 16, editable: true, hasHome: false, position: at })).toEqual({ kind: 'ignore' });
    expect(homeAction({ zoom: 5, editable: true, hasHome: true, position: at })).toEqual({ kind: 'ignore' });
    expect(homeAction({ zoom: 18, editable: false, hasHome: true, position: at })).toEqual({ kind: 'ignore' });
  });

  it('saves the first position at once and asks before moving an existing one', () => {
    expect(homeAction({ zoom: 17, editable: true, hasHome: false, position: at })).toEqual({ kind: 'save', position: at });
    expect(homeAction({ zoom: 17, editable: true, hasHome: true, position: at })).toEqual({ kind: 'pending', position: at });
  });

  it('hints to zoom in, then to click, then to drag', () => {
    expect(homeHint(16, true)).toContain('ズームレベル17以上');
    expect(homeHint(17, false)).toContain('地図をクリック');
    expect(homeHint(17, true)).toContain('ドラッグ');
  });
});
