// `node scripts/check-old-remotes.mjs --ref <commit> [--remotes fields,works] [spec ...]`
//
// Independent deploys: a remote built from an older commit must keep working
// with today's shell, gateway and services. This builds the chosen remotes at `--ref` in a git
// worktree (its own `npm install`), lays out a web root where those remotes come from the old build and
// everything else from this checkout's build, and runs this checkout's browser specs against it
// (`npm test -- e2e <spec...>` with WEB_ROOT pointing there; the gateway serves /mfe/<name>/ from
// WEB_ROOT/mfe-<name>/dist). Specs default to the remotes' own (fields → fields.e2e-spec, …).
// Takes 5–10 minutes (install and build of the old commit, then the specs); the worktree and the
// web root are removed at the end unless KEEP=1. Exit code 0 when every spec passed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { root, must, nxEnv } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const ref = option('ref');
const remotes = option('remotes', 'account,fields,works').split(',').filter(Boolean);
const specs = args.length ? args : remotes;
if (!ref) {
  console.error('usage: node scripts/check-old-remotes.mjs --ref <commit> [--remotes fields,works] [spec ...]');
  process.exit(2);
}

const git = (...a) => spawnSync('git', a, { cwd: root, encoding: 'utf8' });
const sha = git('rev-parse', '--verify', `${ref}^{commit}`).stdout.trim();
if (!sha) {
  console.error(`✖ ${ref} is not a commit of this repository`);
  process.exit(2);
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'inasaku-old-remotes-'));
const oldTree = path.join(work, 'old');
const webRoot = path.join(work, 'web');

function cleanUp() {
  if (process.env.KEEP === '1') return console.log(`kept ${work}`);
  git('worktree', 'remove', '--force', oldTree);
  fs.rmSync(work, { recursive: true, force: true });
}

let code = 1;
try {
  console.log(`▶ building ${remotes.map((r) => `mfe-${r}`).join(', ')} at ${sha.slice(0, 10)} in ${oldTree}`);
  must('git', ['worktree', 'add', '--detach', oldTree, sha]);
  // npm install, not npm ci, as scripts/lib.mjs: an older lockfile may lack the optional per-platform entries.
  must('npm', ['install', '--no-audit', '--no-fund'], { cwd: oldTree });
  must('npx', ['nx', 'run-many', '-t', 'build', '-p', ...remotes.map((r) => `mfe-${r}`), '--output-style=stream-without-prefixes'], {
    cwd: oldTree, env: { ...nxEnv, NODE_ENV: 'production' },
  });

  console.log('▶ building this checkout');
  must('npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream-without-prefixes'], { env: nxEnv });

  // Every remote of this checkout, but the chosen ones from the old build; the shell is today's.
  fs.mkdirSync(webRoot);
  const current = fs.readdirSync(root).filter((d) => d === 'shell' || d.startsWith('mfe-'));
  for (const dir of current) {
    const from = remotes.includes(dir.replace(/^mfe-/, '')) ? path.join(oldTree, dir) : path.join(root, dir);
    fs.symlinkSync(from, path.join(webRoot, dir));
  }
  for (const r of remotes) {
    if (!fs.existsSync(path.join(webRoot, `mfe-${r}`, 'dist', 'mf-manifest.json'))) throw new Error(`mfe-${r} has no build at ${ref}`);
  }

  console.log(`▶ this checkout's browser specs (${specs.join(', ')}) against the remotes of ${sha.slice(0, 10)}`);
  // The build above is current: the test run's own build is a cache hit and leaves the old remotes alone.
  const r = spawnSync('node', ['scripts/test.mjs', 'e2e', ...specs], { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_ROOT: webRoot } });
  code = r.status ?? 1;
  console.log(code === 0 ? `✔ remotes of ${sha.slice(0, 10)} work with this checkout` : `✖ remotes of ${sha.slice(0, 10)} failed with this checkout`);
} catch (e) {
  console.error(`✖ ${e.message}`);
} finally {
  cleanUp();
}
process.exit(code);
