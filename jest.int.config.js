// Every integration suite (*.int-spec.ts) against the real PostgreSQL, NATS and Redis.
const fs = require('node:fs');
const path = require('node:path');

const dirs = ['libs', 'services'].flatMap((d) => fs.readdirSync(path.join(__dirname, d)).map((n) => path.join(d, n)));
module.exports = {
  // testTimeout is a global option: the projects' own values are ignored in a multi-project run.
  // jsdom form tests on a busy 2-core machine take seconds each.
  testTimeout: 60000,
  projects: dirs
    .map((d) => path.join(__dirname, d, 'jest.int.config.js'))
    .filter((f) => fs.existsSync(f)),
};
