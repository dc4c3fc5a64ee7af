module.exports = require('../../tools/jest.preset').preset({
  name: 'sensor-ingest',
  dir: __dirname,
  // aedes is published as ESM only: compile it like the sources.
  extra: { transformIgnorePatterns: ['/node_modules/(?!(aedes)/)'] },
});
