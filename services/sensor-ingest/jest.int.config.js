module.exports = require('../../tools/jest.preset').intPreset({
  name: 'sensor-ingest:int',
  dir: __dirname,
  extra: {
    testTimeout: 60000,
    // aedes is published as ESM only: compile it like the sources.
    transformIgnorePatterns: ['/node_modules/(?!(aedes)/)'],
  },
});
