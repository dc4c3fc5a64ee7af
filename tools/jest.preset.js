// Shared jest setup: @swc/jest for TS/TSX (with decorator metadata for NestJS),
// workspace libs mapped to their sources so tests never need a prior build.
const path = require('node:path');
const root = path.resolve(__dirname, '..');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

const libs = ['contracts', 'domain', 'service-kit', 'ui', 'testing', 'map', 'offline'];

function preset({ name, dir, environment = 'node', testMatch = ['<rootDir>/src/**/*.spec.ts?(x)'], extra = {} }) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment,
    testMatch,
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
    // ESM-only packages compiled like the sources.
    transformIgnorePatterns: ['/node_modules/(?!(echarts|zrender|react-leaflet|@react-leaflet|@ant-design/colors|rbush|quickselect)/)'],
    moduleNameMapper: {
      ...Object.fromEntries(libs.map((l) => [`^@inasaku/${l}$`, path.join(root, 'libs', l, 'src/index.ts')])),
      // Test-only entry of libs/ui: the jsdom render helpers of the remotes' unit tests.
      '^@inasaku/ui/testing$': path.join(root, 'libs/ui/src/testing/index.ts'),
      '^@inasaku/ui/antd-styles$': path.join(root, 'libs/ui/src/antd-styles.ts'),
      '\\.(css|less|svg|png)(\\?url)?$': path.join(__dirname, 'jest.file-mock.js'),
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest.jsdom-setup.js')] : [],
    ...extra,
  };
}

// An integration project (*.int-spec.ts against the real PostgreSQL, NATS and Redis): a private
// nats-server per run unless TEST_NATS_URL is set (see libs/testing's jest set-up).
function intPreset({ name, dir, extra = {} }) {
  const testingJest = path.join(root, 'libs/testing/src/jest');
  return preset({
    name,
    dir,
    testMatch: ['<rootDir>/src/**/*.int-spec.ts'],
    extra: {
      testTimeout: 30000,
      globalSetup: path.join(testingJest, 'global-setup.ts'),
      globalTeardown: path.join(testingJest, 'global-teardown.ts'),
      ...extra,
    },
  });
}

module.exports = { preset, intPreset, swc };
