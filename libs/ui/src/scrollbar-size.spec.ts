import fs from 'node:fs';
import path from 'node:path';

// The build's patch of @rc-component/util's scrollbar measurement (tools/rspack/scrollbar-size.js),
// run on the installed library's own source in this jsdom page.
const root = path.resolve(__dirname, '../../..');
const { cacheTargetScrollBarSize } = require(path.join(root, 'tools/rspack/scrollbar-size.js')) as {
  cacheTargetScrollBarSize: (source: string) => string;
};
// The copy antd's table imports (hoisted to the root's node_modules).
const original = fs.readFileSync(path.join(root, 'node_modules/@rc-component/util/es/getScrollBarSize.js'), 'utf8');

type Measure = (target: Element) => { width: number; height: number };

/** The patched module's getTargetScrollBarSize, its CSS helpers stubbed. */
function patchedMeasure(): Measure {
  const body = cacheTargetScrollBarSize(original)
    .replace(/^import .*$/m, 'const updateCSS = () => undefined; const removeCSS = () => undefined;')
    .replace(/^export default function/m, 'function')
    .replace(/^export function/gm, 'function');
  return new Function(`${body}\nreturn getTargetScrollBarSize;`)() as Measure;
}

describe('the scrollbar measured once per class of element (tools/rspack/scrollbar-size.js)', () => {
  it('measures the first element of a class and answers the others of that class from it', () => {
    const measure = patchedMeasure();
    const probes = jest.spyOn(document.body, 'appendChild');
    const body = (cls: string) => Object.assign(document.createElement('div'), { className: cls });
    const first = measure(body('ant-table-body'));
    measure(body('ant-table-body'));
    measure(body('ant-table-body'));
    expect(probes).toHaveBeenCalledTimes(1);
    measure(body('ant-table-content'));
    expect(probes).toHaveBeenCalledTimes(2);
    expect(first).toEqual({ width: expect.any(Number), height: expect.any(Number) });
    probes.mockRestore();
  });

  it('fails the build when the library no longer has the function it patches', () => {
    expect(() => cacheTargetScrollBarSize(original.replace('getTargetScrollBarSize', 'measure'))).toThrow(/has changed/);
  });
});
