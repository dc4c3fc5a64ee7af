module.exports = require('../tools/jest.preset').preset({
  name: 'shell',
  dir: __dirname,
  environment: 'jsdom',
  extra: {
    setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
    testTimeout: 30000,
    // @ant-design/icons requires @ant-design/colors, which ships ESM only.
    transformIgnorePatterns: ['/node_modules/(?!(echarts|zrender|@ant-design/colors)/)'],
  },
});
