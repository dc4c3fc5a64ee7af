const base = require('../tools/jest.preset').preset({ name: 'mfe-reports', dir: __dirname, environment: 'jsdom' });

module.exports = {
  ...base,
  // Forms typed key by key through antd take a few seconds in jsdom.
  testTimeout: 30000,
};
