module.exports = require('../../tools/jest.preset').intPreset({ name: 'water:int', dir: __dirname });
