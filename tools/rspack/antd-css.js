// antd's prebuilt stylesheet (antd/dist/antd.css, for the theme's zero-runtime mode) without the
// rules of the components no screen uses: the phone parses every rule of the sheet before the app's
// first render (1 MB whole: about half a second with the CPU slowed 4x), and keeps none of them off
// the critical path. Used as the loader of `import url from 'antd/dist/antd.css?url'`.
//
// UNUSED_COMPONENTS are antd's class-name stems (`.ant-<stem>…`) of components the web apps import
// nowhere, not even through another component: antd-css.spec.js fails when a source file imports
// one of them, so a screen that starts using one takes it off this list.
const UNUSED_COMPONENTS = {
  Anchor: 'anchor', Avatar: 'avatar', Breadcrumb: 'breadcrumb', Carousel: 'carousel', Cascader: 'cascader',
  Collapse: 'collapse', ColorPicker: 'color', FloatButton: 'float', Masonry: 'masonry',
  Mentions: 'mentions', QRCode: 'qrcode', Rate: 'rate', Slider: 'slider', Splitter: 'splitter', Steps: 'steps',
  Timeline: 'timeline', Tour: 'tour', Transfer: 'transfer', Tree: 'tree', Upload: 'upload',
};
const UNUSED_STEMS = new Set(Object.values(UNUSED_COMPONENTS));

/** Top-level blocks of a stylesheet: `selector{…}` and `@media …{…}`, strings and nesting respected. */
function blocksOf(css) {
  const blocks = [];
  let depth = 0;
  let start = 0;
  let quote = null;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      blocks.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) blocks.push(rest);
  return blocks;
}

/** A rule whose every antd class belongs to an unused component (a rule without one is kept). */
function onlyUnused(selector) {
  const stems = [...selector.matchAll(/\.ant-([a-z]+)/g)].map((m) => m[1]);
  return stems.length > 0 && stems.every((s) => UNUSED_STEMS.has(s));
}

/**
 * The theme's variables as antd's own server render of the sheet declared them, under that render's
 * ids (React's server ids, `_R_…`): a page rendered in the browser has ids of its own (`_r_…`) and
 * antd registers the variables for them as it renders, so these never apply.
 */
const SERVER_RENDER_VARIABLES = /^\.css-var-_R_/;

// Conditional groups hold rules of their own, filtered the same way; @keyframes and the rest stay.
const GROUP = /^@(media|supports|container|layer)\b/;

function trimAntdCss(css) {
  return blocksOf(css)
    .map((block) => {
      const open = block.indexOf('{');
      const head = block.slice(0, open);
      if (GROUP.test(head)) {
        const inner = trimAntdCss(block.slice(open + 1, -1));
        return inner ? `${head}{${inner}}` : '';
      }
      if (head.startsWith('@')) return block;
      return onlyUnused(head) || SERVER_RENDER_VARIABLES.test(head) ? '' : block;
    })
    .join('');
}

/** rspack loader: the sheet as it is imported, trimmed. */
function antdCssLoader(source) {
  return trimAntdCss(String(source));
}

module.exports = antdCssLoader;
module.exports.trimAntdCss = trimAntdCss;
module.exports.UNUSED_COMPONENTS = UNUSED_COMPONENTS;
