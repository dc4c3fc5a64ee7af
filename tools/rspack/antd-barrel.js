// antd's index (antd/es/index.js, the module every web app shares as `antd`) without the exports of
// the components no screen imports: shared as a singleton it cannot be tree-shaken, so every phone
// downloaded and compiled all of antd before its first screen. Only the index's re-export goes: a
// component that another one imports itself stays in through that import. antd-css.spec.ts fails
// when a source file imports one of them.
const { UNUSED_COMPONENTS } = require('./antd-css');

// Besides the components whose styles antd-css.js drops: components no web app imports whose
// styles stay in the sheet (antd-css.js drops styles only where no used component shares them).
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
