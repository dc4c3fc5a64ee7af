// Browser tests of the whole site, against the system started the README's way (npm start).
module.exports = require('../../tools/jest.preset').preset({
  name: 'browser',
  dir: __dirname,
  environment: require.resolve('./failure-screenshots.environment.js'),
  testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
  extra: { testTimeout: 120000 },
});
