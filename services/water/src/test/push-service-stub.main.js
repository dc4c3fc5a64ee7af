'use strict';
// Runs the push service stub in its own process: `node services/water/src/test/push-service-stub.main.js`.
// The stub is TypeScript shared with the integration tests; it is compiled on load with the
// same swc settings as jest (no build step, nothing written to disk).
const fs = require('node:fs');
const { transformSync } = require('@swc/core');
const { swc } = require('../../../../tools/jest.preset');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...swc, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};
require('./push-service-stub.process.ts').main().catch((e) => {
  console.error(e);
  process.exit(1);
});
