import { DEFAULT_ZOOM, FALLBACK_CENTER, FALLBACK_ZOOM } from './constants';
import { initialView, parseMapPos, resolveView, samePosition } from './view';

describe('initialView (spec 000 §2.2)', () => {
  it('opens at zoom 17 on the account area position', () => {
    expect(initialView({ latitude: 38.2682, longitude: 140.8694 })).toEqual({ center: { lat: 38.2682, lng: 140.8694 }, zoom: 17 });
  });

  it.each([[null], [undefined], [{ latitude: NaN, longitude: 1 }], [{ latitude: 91, longitude: 0 }], [{ latitude: 0, longitude: 181 }]])(
    'falls back to 36, 138 at zoom 5 for %p',
    (pos) => {
      expect(initialView(pos as never)).toEqual({ center: { lat: 36, lng: 138 }, zoom: 5 });
    },
  );

  it('exports the constants', () => {
    expect([DEFAULT_ZOOM, FALLBACK_ZOOM, FALLBACK_CENTER]).toEqual([17, 5, { lat: 36, lng: 138 }]);
  });
});

describe('resolveView', () => {
  it('uses zoom 17 when only a centre is given, the fallback without a centre', () => {
    expect(resolveView({ lat: 35, lng: 139 }, undefined)).toEqual({ center: { lat: 35, lng: 139 }, zoom: 17 });
    expect(resolveView({ lat: 35, lng: 139 }, 12)).toEqual({ center: { lat: 35, lng: 139 }, zoom: 12 });
    expect(resolveView(undefined, undefined)).toEqual({ center: { lat: 36, lng: 138 }, zoom: 5 });
  });
});

describe('parseMapPos', () => {
  it('reads a paddy field map_pos', () => {
    expect(parseMapPos('38.1, 140.5')).toEqual({ lat: 38.1, lng: 140.5 });
    expect(parseMapPos('-33.9,151.2')).toEqual({ lat: -33.9, lng: 151.2 });
  });
  it.each([[''], ['38.1'], ['a,b'], ['95,10'], ['10,200'], ['1,2,3'], [',1'], [null]])('rejects %p', (v) => {
    expect(parseMapPos(v as never)).toBeNull();
  });
});

describe('samePosition', () => {
  it('ignores float noise but not real moves', () => {
    expect(samePosition({ lat: 36, lng: 138 }, { lat: 36 + 1e-9, lng: 138 })).toBe(true);
    expect(samePosition({ lat: 36, lng: 138 }, { lat: 36.0001, lng: 138 })).toBe(false);
    expect(samePosition(undefined, undefined)).toBe(true);
    expect(samePosition(undefined, { lat: 1, lng: 1 })).toBe(false);
  });
});
