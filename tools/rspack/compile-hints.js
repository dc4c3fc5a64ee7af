// V8's explicit compile hint (Chromium 136 and later; other engines read it as a comment): a file
// that starts with it has all its functions compiled while it downloads, on a background thread,
// instead of on the main thread when each is first called. Measured on the dashboard after sign-in
// (Slow 4G, CPU 4x): antd's shared module is one function of about 1.2 MB whose lazy compile held
// the main thread about 1.5 s after the click; with the hint the page's main-thread time after the
// click fell by about a quarter. Our chunks are split per screen and load when their screen opens,
// so most of what they hold runs at once; the chunks loaded on demand for the network-only work
// (online-*: Excel export, charts; large, and mostly not run) keep V8's lazy compile.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const HINTED_FILE = /^(?!online-)[^/]*\.js$/;

/** True for an emitted file that starts with the hint. */
function wantsCompileHint(file) {
  return HINTED_FILE.test(file);
}

/**
 * The hint as the first line of every hinted chunk. Added after minification (which would remove
 * the comment) and before the source maps are written, so that they account for the line.
 * @param {typeof import('@rspack/core')} rspack
 */
function compileHintPlugin(rspack) {
  return new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: HINTED_FILE,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

module.exports = { COMPILE_HINT, compileHintPlugin, wantsCompileHint };
