// `npm run contracts:snapshot`: regenerates libs/contracts/schema-snapshot/contracts.json from the
// current contracts (builds @inasaku/contracts first). A change that would break the previous
// version's gateway, services or remotes is refused unless `-- --breaking` is given, which bumps
// the contract version: that is the deliberate step the compatibility test asks for.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { builtContracts, contractsRoot, root } from '../built-contracts.mjs';

const require = createRequire(import.meta.url);
const { build, diff, SNAPSHOT_FILE } = require('./compat.js');
const contracts = builtContracts();
const { z } = require(require.resolve('zod', { paths: [contractsRoot] }));
const ts = require(require.resolve('typescript', { paths: [root] }));

const previous = fs.existsSync(SNAPSHOT_FILE) ? JSON.parse(fs.readFileSync(SNAPSHOT_FILE, 'utf8')) : null;
let version = previous?.version ?? 1;
if (previous) {
  const { breaking, added } = diff(previous, build(contracts, z, ts, contractsRoot, version));
  if (breaking.length && !process.argv.includes('--breaking')) {
    console.error(`✖ ${breaking.length} breaking change(s) against contract version ${version}:\n  ${breaking.join('\n  ')}`);
    console.error('Keep the old shape, or run `npm run contracts:snapshot -- --breaking` to start contract version ' + (version + 1) + '.');
    process.exit(1);
  }
  if (breaking.length) version += 1;
  console.log(`${added.length} addition(s), ${breaking.length} breaking change(s)`);
}
const snapshot = build(contracts, z, ts, contractsRoot, version);
fs.writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(snapshot, null, 1)}\n`);
console.log(`✔ ${path.relative(root, SNAPSHOT_FILE)}: contract version ${version}, ${Object.keys(snapshot.requests).length} request schemas, ${Object.keys(snapshot.responses).length} response/event types`);
