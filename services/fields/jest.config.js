module.exports = require('../../tools/jest.preset').preset({ name: 'fields', dir: __dirname });
