// Licence check of every production dependency: run by `npm test -- lint`
// (counted there) or alone (`node scripts/check-licences.mjs`). Fails on any licence outside the
// allow-list of permissive licences below, unless the package is listed in EXCEPTIONS with the
// reason it may ship anyway.
//
// Which packages are "production": `npm ls --omit=dev --all` (npm knows the workspaces: the
// dependencies of every service, library, remote and the shell, but no devDependencies).
// Which licence each has: license-checker-rseidelsohn (package.json `license`, else the licence
// file). Our own workspace packages (@inasaku/*, private) are not third-party code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** SPDX ids a commercial product may ship without a legal review: permissive, OSI-approved (or public domain). */
export const ALLOWED = new Set([
  'MIT', 'MIT-0', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', 'Apache-2.0', '0BSD', 'BlueOak-1.0.0', 'CC0-1.0',
  'Python-2.0', 'Unlicense', 'Zlib',
]);

/** name@version -> why it may ship although the checker cannot confirm an allowed licence. */
export const EXCEPTIONS = {
  // exceljs -> unzipper -> binary -> buffers: the published package.json has no `license` field and
  // no licence file; the upstream repository (github.com/substack/node-buffers, LICENSE) is MIT.
  'buffers@0.1.1': 'MIT per the upstream repository LICENSE; the npm package omits the field',
  // Web Push (RFC 8291 encryption, VAPID) for water's alert delivery. MPL-2.0 is file-level copyleft:
  // its duties apply to changes of web-push's own files, and we ship it unmodified from npm.
  'web-push@3.6.7': 'MPL-2.0, used unmodified (file-level copyleft: nothing of ours is covered)',
};

/** Whether an SPDX expression ('MIT', '(MIT OR GPL-3.0)', '(MIT AND Zlib)', 'MIT*') is allowed. */
export function allowedExpression(expression) {
  const text = String(expression).trim().replace(/^\((.*)\)$/, '$1');
  if (/ OR /i.test(text)) return text.split(/ OR /i).some((part) => allowedExpression(part));
  if (/ AND /i.test(text)) return text.split(/ AND /i).every((part) => allowedExpression(part));
  // A trailing '*' means the checker read the licence from a file rather than package.json.
  return ALLOWED.has(text.replace(/\*$/, ''));
}

function productionPackages() {
  const r = spawnSync('npm', ['ls', '--omit=dev', '--all', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  // npm ls exits 1 on peer-dependency warnings; the JSON is still complete.
  const tree = JSON.parse(r.stdout || '{}');
  const found = new Set();
  const walk = (deps) => {
    for (const [name, d] of Object.entries(deps ?? {})) {
      if (!d.version) continue;
      const key = `${name}@${d.version}`;
      if (found.has(key)) continue;
      found.add(key);
      walk(d.dependencies);
    }
  };
  walk(tree.dependencies);
  return [...found].filter((k) => !k.startsWith('@inasaku/'));
}

function licences() {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'licences-')), 'licences.json');
  const bin = path.join(root, 'node_modules/license-checker-rseidelsohn/bin/license-checker-rseidelsohn.js');
  const r = spawnSync(process.execPath, [bin, '--start', root, '--json', '--out', out], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0 || !fs.existsSync(out)) throw new Error(`license-checker-rseidelsohn failed: ${r.stderr || r.stdout}`);
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

export function check() {
  const known = licences();
  const packages = productionPackages();
  const refused = [];
  for (const key of packages) {
    const licence = known[key]?.licenses ?? 'UNKNOWN (not found by the checker)';
    const expression = Array.isArray(licence) ? licence.join(' AND ') : String(licence);
    if (allowedExpression(expression) || EXCEPTIONS[key]) continue;
    refused.push(`${key}: ${expression}`);
  }
  return { count: packages.length, refused };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { count, refused } = check();
  if (refused.length) {
    console.error(`✖ ${refused.length} production dependencies have a licence outside the allow-list (scripts/check-licences.mjs):`);
    for (const line of refused) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`✔ licences: all ${count} production dependencies are under ${[...ALLOWED].join(', ')} (exceptions: ${Object.keys(EXCEPTIONS).join(', ') || 'none'})`);
}
