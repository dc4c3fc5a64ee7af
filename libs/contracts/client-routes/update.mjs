// `npm run contracts:client-routes`: rewrites libs/contracts/src/client-routes.ts from ROUTES (builds
// @inasaku/contracts first). client-routes.spec.ts fails while the file differs from what this writes.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { builtContracts, contractsRoot, root } from '../built-contracts.mjs';

const { ROUTES } = builtContracts();
// The writer is not part of the library's entry: no app or service needs it.
const { clientRoutesSource } = createRequire(import.meta.url)(path.join(contractsRoot, 'dist/client-routes-source.js'));
const file = path.join(contractsRoot, 'src/client-routes.ts');
fs.writeFileSync(file, clientRoutesSource(ROUTES));
console.log(`wrote ${path.relative(root, file)} (${Object.keys(ROUTES).length} routes)`);
