module.exports = require('../../tools/jest.preset').intPreset({ name: 'weather:int', dir: __dirname });
