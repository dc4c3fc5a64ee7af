// The outbox and cache run against fake-indexeddb in node; a component spec asks for jsdom in
// its docblock (see jest.setup.js).
module.exports = require('../../tools/jest.preset').preset({
  name: 'offline',
  dir: __dirname,
  environment: 'node',
  extra: { setupFiles: ['<rootDir>/jest.setup.js'], testTimeout: 30000 },
});
