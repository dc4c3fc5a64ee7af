module.exports = require('../../tools/jest.preset').preset({
  name: 'ui',
  dir: __dirname,
  environment: 'jsdom',
  extra: { setupFilesAfterEnv: ['<rootDir>/jest.setup.js'], testTimeout: 30000 },
});
