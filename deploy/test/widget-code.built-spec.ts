import fs from 'node:fs';
import path from 'node:path';
import { DASHBOARD_WIDGETS } from '../../shell/src/dashboard/widgets';

// The widgets' empty texts come from libs/ui, whose React and antd this test does not need.
jest.mock('@inasaku/ui', () => ({ EMPTY: new Proxy({}, { get: () => '' }) }));

const root = path.resolve(__dirname, '../..');

/**
 * Packages no dashboard widget draws with: the map (Leaflet, its icon set and pin index), the
 * charts, the Excel writer and the schema validator (zod: the contracts' schemas are the server's
 * and the forms'; a widget shows words and limits, kept in the contracts' schema-free *-words
 * modules). Each is tens of kilobytes a farmer's phone downloads before the dashboard is usable; a
 * widget gets them when it imports one small value from a module (or a library index without
 * `sideEffects`) that also holds a map, a chart or a schema.
 */
const NOT_FOR_WIDGETS = ['leaflet', '@mdi/js', 'rbush', 'echarts', 'zrender', 'exceljs', '@react-google-maps/api', 'zod'];

interface Manifest {
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/** The sources, and the npm packages among them, of the files a widget loads before it shows (from their source maps). */
function codeOf(remote: string, module: string): { sources: string[]; packages: string[] } {
  const dist = path.join(root, `mfe-${remote.replace(/^mfe_/, '')}`, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const exposed = manifest.exposes.find((e) => e.name === module);
  if (!exposed) throw new Error(`${remote} does not expose ${module}`);
  const sources = exposed.assets.js.sync.flatMap(
    (file) => (JSON.parse(fs.readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { sources: string[] }).sources,
  );
  const packages = sources.map((s) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s)?.[1]).filter((p) => p !== undefined);
  return { sources, packages: [...new Set(packages)] };
}

describe('the dashboard widgets load no map, chart, Excel or schema code (mfe-*/dist)', () => {
  it.each(DASHBOARD_WIDGETS.map((w) => [`${w.remote}/${w.module}`, w.remote, w.module]))('%s', (_, remote, module) => {
    const { sources, packages } = codeOf(remote, module);
    // The files read are the widget's own (else the check below would pass on anything).
    expect(sources.some((s) => s.endsWith(`/${module}.tsx`))).toBe(true);
    expect(packages.filter((p) => NOT_FOR_WIDGETS.includes(p))).toEqual([]);
  });
});
