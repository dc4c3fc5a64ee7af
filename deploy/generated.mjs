// What the deployment generators share: run as a script, write their files, or with --check write
// nothing and exit 1 naming every stale file (the unit tests run the check).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Writes `files` ({ path from the repository root: text }) when the module at `moduleUrl` is the script node runs. */
export function runGenerator(moduleUrl, root, files) {
  const script = fileURLToPath(moduleUrl);
  if (!process.argv[1] || path.resolve(process.argv[1]) !== script) return;
  const check = process.argv.includes('--check');
  const stale = [];
  for (const [file, text] of Object.entries(files())) {
    const full = path.join(root, file);
    if (check) {
      if (!fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== text) stale.push(file);
      continue;
    }
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
    console.log(`wrote ${file}`);
  }
  if (stale.length) {
    console.error(`stale (run \`node ${path.relative(root, script)}\`): ${stale.join(', ')}`);
    process.exit(1);
  }
}
