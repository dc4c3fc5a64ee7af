module.exports = require('../../tools/jest.preset').preset({ name: 'works', dir: __dirname });
