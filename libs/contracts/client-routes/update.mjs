// `npm run contracts:client-routes`: rewrites libs/contracts/src/client-routes.ts from ROUTES (builds
// @inasaku/contracts first). client-routes.spec.ts fails while the file differs from what this writes.
import fs from 'node:fs';
import path from 'node:path';
import { builtContracts, contractsRoot, root } from '../built-contracts.mjs';

const { ROUTES, clientRoutesSource } = builtContracts();
const file = path.join(contractsRoot, 'src/client-routes.ts');
fs.writeFileSync(file, clientRoutesSource(ROUTES));
console.log(`wrote ${path.relative(root, file)} (${Object.keys(ROUTES).length} routes)`);
