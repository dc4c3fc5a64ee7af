// Tests of what `npm run build` made (the remotes' manifests): run by `npm test` after its build,
// and alone with `npx jest -c deploy/jest.built.config.js` once the remotes are built.
module.exports = require('../tools/jest.preset').preset({ name: 'deploy-built', dir: __dirname, testMatch: ['<rootDir>/test/**/*.built-spec.ts'] });
