module.exports = require('../../tools/jest.preset').intPreset({ name: 'works:int', dir: __dirname });
