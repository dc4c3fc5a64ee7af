module.exports = require('../../tools/jest.preset').preset({ name: 'reports', dir: __dirname });
