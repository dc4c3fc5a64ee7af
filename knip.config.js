// knip: files, exports and dependencies nothing uses (`npm run knip`, part of `npm test -- lint`).
// An export kept for consumers outside this repository carries a `@public` JSDoc tag.
const fs = require('node:fs');
const path = require('node:path');

/** The modules a remote exposes (its rspack config's `exposes`): entries, loaded by the shell at run time. */
function exposedModules(dir) {
  const text = fs.readFileSync(path.join(__dirname, dir, 'rspack.config.js'), 'utf8');
  return [...text.matchAll(/'\.\/\w+':\s*'\.\/(src\/[^']+)'/g)].map((m) => m[1]);
}

// Declared by a web app for Module Federation's shared singletons: tools/rspack/web-config.js reads
// their versions from the app's package.json, so no source file of the app need import them.
const federationShared = (dir) => {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(__dirname, dir, 'package.json'), 'utf8'));
  return ['@ant-design/cssinjs', 'dexie'].filter((name) => name in dependencies);
};

const remotes = fs.readdirSync(__dirname).filter((d) => d.startsWith('mfe-') && fs.existsSync(path.join(__dirname, d, 'rspack.config.js')));

module.exports = {
  workspaces: {
    '.': {
      entry: ['scripts/**/*.mjs', 'tools/**/*.{js,mjs}', 'tools/**/*.gen-spec.ts', 'deploy/**/*.{js,mjs}', 'deploy/**/*.spec.ts', 'deploy/**/*.built-spec.ts', 'libs/contracts/schema-snapshot/*.mjs'],
      project: ['scripts/**/*.mjs', 'tools/**/*.{js,mjs,ts}', 'deploy/**/*.{js,mjs,ts}'],
      // Run by path (scripts/check-licences.mjs), not imported.
      ignoreDependencies: ['license-checker-rseidelsohn'],
    },
    // A library's index is its public face, but an export no workspace imports is still dead.
    'libs/*': {
      entry: ['src/index.ts', 'src/testing/index.ts', 'src/jest/*.ts', 'bench/**/*.{ts,tsx,mjs}'],
      project: ['src/**/*.{ts,tsx}'],
      includeEntryExports: true,
    },
    'services/*': {
      entry: ['src/main.ts', 'src/**/*.main.{ts,js}', 'src/test/**/*.{ts,js}', 'src/migrations/*.ts', 'src/**/*.bench.ts'],
      project: ['src/**/*.{ts,js}'],
    },
    ...Object.fromEntries(remotes.map((r) => [r, { entry: ['src/bootstrap.tsx', ...exposedModules(r)], project: ['src/**/*.{ts,tsx}'], ignoreDependencies: federationShared(r) }])),
    shell: {
      entry: ['src/bootstrap.tsx', 'e2e/**/*.ts', 'scripts/*.js'],
      project: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
      ignoreDependencies: federationShared('shell'),
    },
  },
  // An export used in its own file documents a constant beside its use; only exports nobody reads are dead.
  ignoreExportsUsedInFile: true,
  // Tools of the machine, installed from Debian's packages (README), not from npm.
  ignoreBinaries: ['kubectl', 'flock', 'openssl'],
};
