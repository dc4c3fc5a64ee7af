module.exports = require('../../tools/jest.preset').intPreset({ name: 'service-kit:int', dir: __dirname });
