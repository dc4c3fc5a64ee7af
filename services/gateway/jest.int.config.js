module.exports = require('../../tools/jest.preset').intPreset({ name: 'gateway:int', dir: __dirname });
