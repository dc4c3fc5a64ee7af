module.exports = require('../../tools/jest.preset').intPreset({ name: 'fields:int', dir: __dirname });
