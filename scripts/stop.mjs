import { stopAll } from './lib.mjs';
console.log(`stopped ${stopAll()} process(es)`);
