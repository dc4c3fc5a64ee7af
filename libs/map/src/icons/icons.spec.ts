import { DEFAULT_PIN_ICON, PIN_ICONS, pinIconCode } from '@inasaku/domain';
import { HOME_MARKER_ICON } from './home-icon';
import { DEFAULT_LANDMARK_ICON, LANDMARK_ICON_GROUPS, LANDMARK_ICONS, landmarkIconCode, landmarkIconUrl, landmarkMarkerIcon } from './landmark-icons';
import { fieldPinIcon, PIN_ICON_CODES, pinIconSvg, pinIconUrl, pinLook, pinMarkerIcon } from './pin-icons';

const svgOf = (url: string) => decodeURIComponent(url.replace('data:image/svg+xml;charset=utf-8,', ''));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(3, '0'));

describe('pin icons', () => {
  it('has the four looks of each of the ten kinds', () => {
    expect(PIN_ICON_CODES).toHaveLength(40);
    for (const kind of PIN_ICONS) {
      const n = Number(kind);
      expect(PIN_ICON_CODES).toEqual(expect.arrayContaining([0, 1, 2, 3].map((d) => String(n + d).padStart(3, '0'))));
    }
  });

  it.each(PIN_ICON_CODES.map((c) => [c]))('%s is a 24x42 SVG data URL of its own', (code) => {
    const url = pinIconUrl(code);
    expect(url).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const svg = svgOf(url);
    expect(svg).toContain('width="24" height="42"');
    expect(pinLook(code)).toEqual({ kind: String(Math.floor(Number(code) / 10) * 10).padStart(3, '0'), stored: Number(code) % 2 === 1, selected: Number(code) % 10 >= 2 });
  });

  it("a field pin's selected look names its unselected look as its base; other looks and pinMarkerIcon have none", () => {
    const selected = fieldPinIcon('070', { selected: true, stored: true });
    expect(selected.url).toBe(pinMarkerIcon('073').url);
    expect(selected.base).toBe(fieldPinIcon('070', { stored: true }));
    expect(selected.base).toBe(pinMarkerIcon('071'));
    expect(fieldPinIcon('070', { selected: true })).toBe(fieldPinIcon('070', { selected: true }));
    expect(fieldPinIcon('070').base).toBeUndefined();
    expect(pinMarkerIcon('072').base).toBeUndefined();
  });

  it('draws forty different pictures', () => {
    expect(new Set(PIN_ICON_CODES.map(pinIconUrl)).size).toBe(40);
  });

  it('marks stored pins with a check, plain ones with a dot, and rings selected ones', () => {
    expect(pinIconSvg('040')).toContain('<circle cx="12" cy="12" r="3.6"');
    expect(pinIconSvg('041')).toContain('l2.8 2.8');
    expect(pinIconSvg('040')).not.toContain('#FFEB3B');
    expect(pinIconSvg('042')).toContain('#FFEB3B');
    expect(pinIconSvg('043')).toContain('#FFEB3B');
  });

  it('agrees with pinIconCode of @inasaku/domain', () => {
    expect(pinIconUrl(pinIconCode('070', { selected: true }))).toBe(pinIconUrl('072'));
    expect(fieldPinIcon('100', { stored: true, selected: true }).url).toBe(pinIconUrl('103'));
    expect(fieldPinIcon(null).url).toBe(pinIconUrl(DEFAULT_PIN_ICON));
  });

  it('reads stored names and falls back to the default pin for unknown codes', () => {
    expect(pinIconUrl('pinicon041')).toBe(pinIconUrl('041'));
    expect(pinIconUrl('pinicon062.png')).toBe(pinIconUrl('062'));
    for (const bad of ['', null, undefined, '999', '045', '005', 'abc']) expect(pinIconUrl(bad)).toBe(pinIconUrl('040'));
  });

  it('anchors pins at the tip: 24x42 at (12,42)', () => {
    expect(pinMarkerIcon('010')).toEqual({ url: pinIconUrl('010'), width: 24, height: 42, anchorX: 12, anchorY: 42 });
  });
});

describe('landmark icons', () => {
  it('covers the five series of spec 001 §9 in order', () => {
    const expected = [...range(0, 10), ...range(101, 113), ...range(201, 211), ...range(301, 305), ...range(401, 415)];
    expect(LANDMARK_ICONS.map((i) => i.code)).toEqual(expected);
    const series = Object.fromEntries(LANDMARK_ICONS.map((i) => [i.code, i.series]));
    expect(series['000']).toBe('plain');
    expect(series['113']).toBe('buildings');
    expect(series['201']).toBe('transport');
    expect(series['305']).toBe('symbols');
    expect(series['415']).toBe('symbols');
    expect(LANDMARK_ICON_GROUPS.map((g) => [g.key, g.icons.length])).toEqual([
      ['plain', 11], ['buildings', 13], ['transport', 11], ['water', 5], ['symbols', 15],
    ]);
  });

  it('gives every icon a Japanese label and its own 62x62 SVG', () => {
    const urls = new Set<string>();
    for (const icon of LANDMARK_ICONS) {
      expect(icon.label).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(icon.url).toBe(landmarkIconUrl(icon.code));
      expect(svgOf(icon.url)).toContain('width="62" height="62"');
      urls.add(icon.url);
    }
    expect(urls.size).toBe(LANDMARK_ICONS.length);
  });

  it('normalises stored values and defaults to the plain 000', () => {
    expect(DEFAULT_LANDMARK_ICON).toBe('000');
    expect(landmarkIconCode('landmark101.png')).toBe('101');
    expect(landmarkIconUrl('icon_305')).toBe(landmarkIconUrl('305'));
    for (const bad of [null, undefined, '', '011', '114', '999', 'x']) expect(landmarkIconCode(bad)).toBe('000');
  });

  it('shows landmarks at 42x42 on the map, centred', () => {
    expect(landmarkMarkerIcon('202')).toEqual({ url: landmarkIconUrl('202'), width: 42, height: 42, anchorX: 21, anchorY: 21 });
  });
});

describe('home icon', () => {
  it('is 42x56 anchored at its tip', () => {
    expect(HOME_MARKER_ICON).toMatchObject({ width: 42, height: 56, anchorX: 21, anchorY: 56 });
    expect(svgOf(HOME_MARKER_ICON.url)).toContain('width="42" height="56"');
  });
});
