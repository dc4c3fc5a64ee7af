module.exports = require('../../tools/jest.preset').preset({ name: 'service-kit', dir: __dirname });
