// For the scripts that write files from the contracts (schema snapshot, client routes): builds
// @inasaku/contracts and loads its dist.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const contractsRoot = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(contractsRoot, '../..');

export function builtContracts() {
  execFileSync('npx', ['nx', 'run', '@inasaku/contracts:build', '--output-style=stream-without-prefixes'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  return createRequire(import.meta.url)(path.join(contractsRoot, 'dist/index.js'));
}
