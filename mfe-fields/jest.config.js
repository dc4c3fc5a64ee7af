const base = require('../tools/jest.preset').preset({ name: 'mfe-fields', dir: __dirname, environment: 'jsdom' });

module.exports = {
  ...base,
  setupFiles: [...base.setupFiles, '<rootDir>/jest.setup.js'],
  // Whole antd forms driven through jsdom take seconds each, more on a busy CI machine.
  testTimeout: 60000,
};
