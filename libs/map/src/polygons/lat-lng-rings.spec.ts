import { latLngRings } from './lat-lng-rings';

describe('latLngRings', () => {
  it('turns GeoJSON [lng, lat] rings, holes included, into [lat, lng] rings', () => {
    const outer = [[138.1, 37.1], [138.2, 37.1], [138.2, 37.2], [138.1, 37.1]];
    const hole = [[138.15, 37.12], [138.16, 37.12], [138.16, 37.13], [138.15, 37.12]];
    expect(latLngRings([outer, hole])).toEqual([
      [[37.1, 138.1], [37.1, 138.2], [37.2, 138.2], [37.1, 138.1]],
      [[37.12, 138.15], [37.12, 138.16], [37.13, 138.16], [37.12, 138.15]],
    ]);
    expect(latLngRings([])).toEqual([]);
  });
});
