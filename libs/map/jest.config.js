module.exports = require('../../tools/jest.preset').preset({
  name: 'map',
  dir: __dirname,
  environment: 'jsdom',
  extra: {
    // react-leaflet ships ESM only; let swc compile it like the sources.
    transformIgnorePatterns: ['/node_modules/(?!(react-leaflet|@react-leaflet)/)'],
  },
});
