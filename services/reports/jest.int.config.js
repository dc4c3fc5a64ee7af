const path = require('node:path');

const testingJest = path.join(__dirname, '../../libs/testing/src/jest');

module.exports = require('../../tools/jest.preset').preset({
  name: 'reports:int',
  dir: __dirname,
  testMatch: ['<rootDir>/src/**/*.int-spec.ts'],
  extra: {
    testTimeout: 30000,
    // A private nats-server per run unless TEST_NATS_URL is set (see libs/testing).
    globalSetup: path.join(testingJest, 'global-setup.ts'),
    globalTeardown: path.join(testingJest, 'global-teardown.ts'),
  },
});
