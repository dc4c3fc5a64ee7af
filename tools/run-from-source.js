// `node tools/run-from-source.js <service>/src/main.ts`: starts a service from its TypeScript
// sources in a child process (integration tests that kill the process mid-flow): the same swc
// transform and @inasaku/* mapping as jest, so the test never depends on a prior build.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');
const { swc } = require('./jest.preset');

const root = path.resolve(__dirname, '..');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const m = /^@inasaku\/([a-z-]+)$/.exec(request);
  if (m && fs.existsSync(path.join(root, 'libs', m[1], 'src/index.ts'))) return path.join(root, 'libs', m[1], 'src/index.ts');
  return resolve.call(this, request, ...rest);
};
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...swc, filename, sourceMaps: false });
  module._compile(code, filename);
};
require(path.resolve(root, process.argv[2]));
