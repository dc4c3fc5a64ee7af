// Writes a brotli (quality 11) and a gzip copy next to every emitted JS/CSS file, so the gateway
// can serve the smallest encoding without compressing on each request.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path;
      const files = Object.keys(compilation.assets).filter((f) => /\.(js|css|json|html)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          if (!fs.existsSync(full)) return;
          const data = await fs.promises.readFile(full);
          if (data.length < 1024) return;
          const br = zlib.brotliCompressSync(data, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          });
          const gz = zlib.gzipSync(data, { level: 9 });
          await fs.promises.writeFile(`${full}.br`, br);
          await fs.promises.writeFile(`${full}.gz`, gz);
        }),
      );
    });
  }
}

module.exports = { PrecompressPlugin };
