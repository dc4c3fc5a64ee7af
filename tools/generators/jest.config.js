// The domain generator's test (tools/generators/domain/generate.gen-spec.ts): generates a domain
// into a temporary copy of the checkout and builds, lints and unit-tests what it made. Minutes, not
// seconds, so not in the root unit run: `npm test -- unit` runs it after that (scripts/test.mjs).
module.exports = require('../jest.preset').preset({
  name: 'generators',
  dir: __dirname,
  testMatch: ['<rootDir>/**/*.gen-spec.ts'],
  extra: { testTimeout: 20 * 60_000 },
});
