import { chooseMapProvider, GoogleFallback } from './provider';

describe('chooseMapProvider', () => {
  it('uses Google only with a key that has not failed', () => {
    expect(chooseMapProvider({ googleMapsApiKey: 'AIza-key', googleFailed: false })).toBe('google');
    expect(chooseMapProvider({ googleMapsApiKey: 'AIza-key', googleFailed: true })).toBe('leaflet');
  });
  it.each([[null], [undefined], [''], ['   ']])('uses Leaflet without a key (%p)', (key) => {
    expect(chooseMapProvider({ googleMapsApiKey: key, googleFailed: false })).toBe('leaflet');
  });
});

describe('GoogleFallback', () => {
  it('remembers the failure and announces it once', () => {
    const f = new GoogleFallback();
    expect(f.failed).toBe(false);
    expect(f.fail()).toBe(true);
    expect(f.fail()).toBe(false);
    expect(f.failed).toBe(true);
  });
});
