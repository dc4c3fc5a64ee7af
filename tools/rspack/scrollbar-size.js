// @rc-component/util's getTargetScrollBarSize (its es/getScrollBarSize.js), measured once per class
// of element instead of on every call. Every antd Table measures the scrollbar of its body when it
// mounts: it inserts a <style>, appends a probe, reads its size and removes both, so each table
// forces the whole page's style and layout to be computed again in the middle of the first render
// (about 220 ms of a dashboard's start on a phone slowed 4x, with five tables). The size depends
// only on the scrollbar styles, which come from the element's classes; the first table of a class
// measures, the others take its answer for the page's life, as the library's own getScrollBarSize
// already keeps its one measurement.
const ORIGINAL = 'export function getTargetScrollBarSize(target) {';

/** The module's source with the measurement kept per class of element. */
function cacheTargetScrollBarSize(source) {
  if (!source.includes(ORIGINAL)) {
    // A new version of the library: look at it again rather than ship it unpatched unnoticed.
    throw new Error('scrollbar-size.js: @rc-component/util getScrollBarSize.js has changed; update the loader');
  }
  return `${source.replace(ORIGINAL, 'function measureTargetScrollBarSize(target) {')}
const measuredByClass = new Map();
export function getTargetScrollBarSize(target) {
  if (typeof document === 'undefined' || !target || !(target instanceof Element)) return measureTargetScrollBarSize(target);
  const key = target.getAttribute('class') || '';
  let size = measuredByClass.get(key);
  if (!size) {
    size = measureTargetScrollBarSize(target);
    measuredByClass.set(key, size);
  }
  return { width: size.width, height: size.height };
}
`;
}

/** rspack loader of @rc-component/util/es/getScrollBarSize.js. */
function scrollbarSizeLoader(source) {
  return cacheTargetScrollBarSize(String(source));
}

module.exports = scrollbarSizeLoader;
module.exports.cacheTargetScrollBarSize = cacheTargetScrollBarSize;
