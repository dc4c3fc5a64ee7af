module.exports = require('../../tools/jest.preset').preset({ name: 'water', dir: __dirname });
