import { HOME_Z, markerZIndex } from './marker-z';

describe('markerZIndex (Google map)', () => {
  const home = { lat: 36.1, lng: 139.2 };

  it('puts a sensor standing on the home position above the home marker', () => {
    expect(markerZIndex({ lat: 36.1, lng: 139.2 }, home)).toBeGreaterThan(HOME_Z);
    expect(markerZIndex({ lat: 36.100004, lng: 139.199996 }, home)).toBeGreaterThan(HOME_Z);
  });

  it('leaves other markers below the home marker, in their own order', () => {
    expect(markerZIndex({ lat: 36.2, lng: 139.2, zIndex: 5 }, home)).toBe(5);
    expect(markerZIndex({ lat: 36.1, lng: 139.2, zIndex: 5 }, null)).toBe(5);
  });

  it('keeps a dragged marker above everything', () => {
    expect(markerZIndex({ lat: 36.1, lng: 139.2, draggable: true }, home)).toBeGreaterThan(markerZIndex({ lat: 36.1, lng: 139.2 }, home)!);
  });
});
