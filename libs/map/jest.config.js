module.exports = require('../../tools/jest.preset').preset({
  name: 'map',
  dir: __dirname,
  environment: 'jsdom',
});
