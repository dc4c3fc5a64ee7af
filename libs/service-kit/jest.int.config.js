const path = require('node:path');

const testingJest = path.join(__dirname, '../testing/src/jest');

module.exports = require('../../tools/jest.preset').preset({
  name: 'service-kit:int',
  dir: __dirname,
  testMatch: ['<rootDir>/src/**/*.int-spec.ts'],
  extra: {
    testTimeout: 30000,
    globalSetup: path.join(testingJest, 'global-setup.ts'),
    globalTeardown: path.join(testingJest, 'global-teardown.ts'),
  },
});
