module.exports = require('../../tools/jest.preset').preset({ name: 'gateway', dir: __dirname });
