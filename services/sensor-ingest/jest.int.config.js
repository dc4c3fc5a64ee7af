const path = require('node:path');

const testingJest = path.join(__dirname, '../../libs/testing/src/jest');

module.exports = require('../../tools/jest.preset').preset({
  name: 'sensor-ingest:int',
  dir: __dirname,
  testMatch: ['<rootDir>/src/**/*.int-spec.ts'],
  extra: {
    testTimeout: 60000,
    // aedes is published as ESM only: compile it like the sources.
    transformIgnorePatterns: ['/node_modules/(?!(aedes)/)'],
    // A private nats-server per run unless TEST_NATS_URL is set (see libs/testing).
    globalSetup: path.join(testingJest, 'global-setup.ts'),
    globalTeardown: path.join(testingJest, 'global-teardown.ts'),
  },
});
