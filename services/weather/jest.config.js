module.exports = require('../../tools/jest.preset').preset({ name: 'weather', dir: __dirname });
