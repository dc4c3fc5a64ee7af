// Every unit suite of the workspace in one run (`npm test` also runs integration and browser suites).
const fs = require('node:fs');
const path = require('node:path');

const dirs = ['libs', 'services'].flatMap((d) => fs.readdirSync(path.join(__dirname, d)).map((n) => path.join(d, n)));
dirs.push(...fs.readdirSync(__dirname).filter((n) => n === 'shell' || n.startsWith('mfe-')));
// deploy/: tests of the Kubernetes manifests and Dockerfiles.
dirs.push('deploy');
module.exports = {
  // testTimeout is a global option: the projects' own values are ignored in a multi-project run.
  // jsdom form tests on a busy 2-core machine take seconds each.
  testTimeout: 60000,
  projects: dirs.map((d) => path.join(__dirname, d, 'jest.config.js')).filter((f) => fs.existsSync(f)),
};
