// The outbox and cache specs run in node; the component specs ask for jsdom in their docblock and
// get the shared jsdom set-up here, plus a structuredClone for fake-indexeddb, which jsdom lacks.
if (typeof window !== 'undefined') {
  require('../../tools/jest.jsdom-setup.js');
  const { deserialize, serialize } = require('node:v8');
  if (typeof globalThis.structuredClone === 'undefined') globalThis.structuredClone = (value) => deserialize(serialize(value));
}
require('fake-indexeddb/auto');
