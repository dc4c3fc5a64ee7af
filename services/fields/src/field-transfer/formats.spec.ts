import { readCsv, writeCsv } from './csv-format';
import { readGeoJson } from './geojson-format';
import { readKml } from './kml-format';
import { checkRow } from './row-check';
import { UnreadableFile } from './transfer-row';

const ring = [[139, 35], [139.001, 35], [139.001, 35.001], [139, 35.001], [139, 35]];

describe('import readers', () => {
  it('reads a KML placemark as Google Earth writes it (Polygon directly, altitude in coordinates)', () => {
    const kml = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Folder><Placemark><name>田 &amp; 畑</name>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>${ring.map((p) => `${p[0]},${p[1]},0`).join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon>
      </Placemark></Folder></Document></kml>`;
    const [row] = readKml(kml);
    expect(row.values.name).toBe('田 & 畑');
    expect(row.boundary).toEqual({ type: 'Polygon', coordinates: [ring] });
    expect(checkRow(row, 1).problems).toEqual([]);
  });

  it('reads CSV with Japanese headers and quoted cells; writes a BOM and CRLF', () => {
    const [row] = readCsv('\uFEFFほ場名,面積,緯度,経度,備考\r\n"東1, 北",12.5,37.1,138.2,"二行\n目"\r\n');
    expect(row.values).toEqual({ name: '東1, 北', area: '12.5', pin: '37.1,138.2', memo: '二行\n目' });
    const text = writeCsv([{ name: 'a', area: null, brand: null, cultivator: null, memo: null, sensor: null, pin: '37.1,138.2', boundary: null }]);
    expect(text).toBe('\uFEFFname,area,brand,cultivator,memo,sensor,lat,lng,boundary\r\na,,,,,,37.1,138.2,\r\n');
  });

  it('a CSV without position columns, or JSON that is not GeoJSON, is unreadable as a whole', () => {
    expect(() => readCsv('name,area\r\na,1\r\n')).toThrow(UnreadableFile);
    expect(() => readGeoJson('[1,2]')).toThrow(UnreadableFile);
  });

  it('a row names each problem with its column', () => {
    const row = checkRow({ values: { name: 'ok', area: '1.234', pin: 'abc' }, problems: [] }, 3);
    expect(row.index).toBe(3);
    expect(row.problems).toEqual([expect.stringMatching(/^面積: /), expect.stringMatching(/^位置: /)]);
  });
});
