module.exports = require('../../tools/jest.preset').intPreset({ name: 'reports:int', dir: __dirname });
