module.exports = require('../../tools/jest.preset').preset({ name: 'contracts', dir: __dirname });
