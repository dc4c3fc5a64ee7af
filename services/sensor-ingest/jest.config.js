module.exports = require('../../tools/jest.preset').preset({ name: 'sensor-ingest', dir: __dirname });
