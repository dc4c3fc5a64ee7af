module.exports = require('../../tools/jest.preset').preset({ name: 'testing', dir: __dirname });
