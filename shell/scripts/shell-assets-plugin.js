// Writes shell-assets.json: every file of the shell's build the service worker keeps for offline
// use, in Workbox's precache-entry shape ({ url, revision }). Names with a content hash need no
// revision; the others (index.html, the web app manifest, icons) get a hash of their content, so a
// new shell build changes this file and with it the deployment the worker keeps.
const crypto = require('node:crypto');
const rspack = require('@rspack/core');

const SKIP = /(\.map|\.LICENSE\.txt|\.gz|\.br)$|^(mf-stats|mf-manifest|shell-assets)\.json$|^sw\.js$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css)$|(^|\/)[0-9a-f]{16,}\.[a-z0-9]+$/;
const FILE = 'shell-assets.json';

class ShellAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entries = compilation
          .getAssets()
          .filter((a) => !SKIP.test(a.name))
          .map((a) => ({
            url: `/${a.name}`,
            revision: HASHED.test(a.name) ? null : crypto.createHash('sha256').update(a.source.buffer()).digest('hex').slice(0, 16),
          }))
          .sort((a, b) => a.url.localeCompare(b.url));
        compilation.emitAsset(FILE, new rspack.sources.RawSource(JSON.stringify(entries)));
      });
    });
  }
}

module.exports = { ShellAssetsPlugin };
