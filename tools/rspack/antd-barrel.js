// antd's index (antd/es/index.js, the module every web app shares as `antd`) without the exports of
// the components no screen uses (UNUSED_COMPONENTS, antd-css.js): shared as a singleton it cannot
// be tree-shaken, so every phone downloaded and compiled all of antd before its first screen. A
// component another one uses stays in through that component's own import; only the index's
// re-export goes. antd-css.spec.ts fails when a source file imports one of them.
const { UNUSED_COMPONENTS } = require('./antd-css');

// Components whose styles other components use (so antd-css.js keeps them) but whose code no web app
// imports, directly or through another component.
const UNUSED_CODE = ['Affix', 'BackTop', 'BorderBeam', 'Calendar', 'Listy', 'TimePicker', 'TreeSelect', 'Watermark'];
const UNUSED = new Set([...Object.keys(UNUSED_COMPONENTS), ...UNUSED_CODE]);

/** The index's source without its `export { default as X } from './x';` lines of unused components. */
function trimAntdIndex(source) {
  return source
    .split('\n')
    .filter((line) => {
      const named = /^export \{ default as (\w+) \} from '\.\/[\w-]+';$/.exec(line.trim());
      return !(named && UNUSED.has(named[1]));
    })
    .join('\n');
}

/** rspack loader of antd/es/index.js. */
function antdIndexLoader(source) {
  return trimAntdIndex(String(source));
}

module.exports = antdIndexLoader;
module.exports.trimAntdIndex = trimAntdIndex;
module.exports.UNUSED_EXPORTS = [...UNUSED];
