module.exports = require('../../tools/jest.preset').preset({ name: 'account', dir: __dirname });
