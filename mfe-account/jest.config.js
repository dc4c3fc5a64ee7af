const base = require('../tools/jest.preset').preset({ name: 'mfe-account', dir: __dirname, environment: 'jsdom' });

module.exports = {
  ...base,
  // Whole flows typed key by key through antd forms take a few seconds in jsdom.
  testTimeout: 30000,
};
