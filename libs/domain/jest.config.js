module.exports = require('../../tools/jest.preset').preset({ name: 'domain', dir: __dirname });
