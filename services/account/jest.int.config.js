module.exports = require('../../tools/jest.preset').intPreset({ name: 'account:int', dir: __dirname });
