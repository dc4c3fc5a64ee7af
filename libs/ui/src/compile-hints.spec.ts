import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The build's compile hint (tools/rspack/compile-hints.js), tested here beside the web build's
// other build-time helper (antd-css.spec.ts): it must survive minification, come first in the file
// (V8 reads it only there) and leave the source maps pointing at the right lines.
const root = path.resolve(__dirname, '../../..');
const { COMPILE_HINT, wantsCompileHint } = require(path.join(root, 'tools/rspack/compile-hints.js')) as {
  COMPILE_HINT: string;
  wantsCompileHint: (file: string) => boolean;
};
const { TraceMap, originalPositionFor } = require('@jridgewell/trace-mapping');

describe('the compile hint of the web build', () => {
  it('marks the chunks that run when their screen opens, not the on-demand network-only ones', () => {
    for (const file of ['main.abd8ff7c.js', '197.9167640d.js', 'remoteEntry.js', '__federation_expose_WorkLogWidget.f84facc1.js']) {
      expect([file, wantsCompileHint(file)]).toEqual([file, true]);
    }
    for (const file of ['online-exceljs.1a2b3c4d.js', 'online-echarts.1a2b3c4d.js', 'antd.7df91bbf.css', 'main.abd8ff7c.js.map', 'mf-manifest.json']) {
      expect([file, wantsCompileHint(file)]).toEqual([file, false]);
    }
  });

  it('is the first line of a minified chunk, and the source map still points at the right source lines', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hint-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.js'), "import('./screen').then((m) => m.show());\n");
      fs.writeFileSync(path.join(dir, 'screen.js'), "export function show() {\n  document.title = 'the-screen-marker';\n}\n");
      // rspack runs in its own Node process: jest's module loader cannot load its ESM build.
      const build = `
        const rspack = require('@rspack/core');
        const { compileHintPlugin } = require(${JSON.stringify(path.join(root, 'tools/rspack/compile-hints.js'))});
        rspack({
          mode: 'production', context: ${JSON.stringify(dir)}, entry: './index.js', devtool: 'source-map',
          output: { path: ${JSON.stringify(path.join(dir, 'dist'))}, filename: '[name].js', chunkFilename: '[name].chunk.js' },
          optimization: { minimizer: [new rspack.SwcJsMinimizerRspackPlugin()] },
          plugins: [compileHintPlugin(rspack)],
        }).run((err, stats) => { if (err || stats.hasErrors()) { console.error(err ?? stats.toString()); process.exit(1); } });`;
      execFileSync(process.execPath, ['-e', build], { cwd: root, stdio: 'pipe' });
      const out = path.join(dir, 'dist');
      const chunks = fs.readdirSync(out).filter((f) => f.endsWith('.js'));
      expect(chunks.length).toBeGreaterThanOrEqual(2);
      for (const chunk of chunks) expect(fs.readFileSync(path.join(out, chunk), 'utf8').split('\n')[0]).toBe(COMPILE_HINT);

      const screen = chunks.find((f) => fs.readFileSync(path.join(out, f), 'utf8').includes('the-screen-marker'))!;
      const lines = fs.readFileSync(path.join(out, screen), 'utf8').split('\n');
      const line = lines.findIndex((l) => l.includes('the-screen-marker'));
      const map = new TraceMap(fs.readFileSync(path.join(out, `${screen}.map`), 'utf8'));
      const original = originalPositionFor(map, { line: line + 1, column: lines[line].indexOf('document.title') });
      expect(original.source).toMatch(/screen\.js$/);
      expect(original.line).toBe(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
