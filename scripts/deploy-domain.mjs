// `npm run deploy:domain -- <domain> [--version v<…>] [--no-build]`: deploys one domain into the
// running clustered mode (`npm run cluster`) on its own, while the rest keeps serving:
//   1. builds the domain's services and its remote (the remote as a release of its own,
//      REMOTE_RELEASE=<version>, see tools/rspack/web-config.js; --no-build deploys mfe-<name>/dist);
//   2. checks that the remote's manifest exposes every module the shell loads from it and stages it
//      as var/cluster/releases/<name>/<version>/ (served by the gateways as /mfe/<name>/<version>/);
//      a bad remote stops the deployment here, before anything running has changed;
//   3. restarts the domain's service replicas one at a time (drained, started from the new build,
//      ready before the next: scripts/cluster.mjs roll), so requests never lack a replica;
//   4. points the remote's entry in the cluster's remotes.json at the new release. Open pages pick it
//      up on their next navigation (shell/src/remote-releases.ts) without a reload; earlier releases
//      stay served for pages still holding their manifest.
// The domains, their services and remote: deploy/local/domains.json.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RELEASES_DIR, REMOTES_FILE, REPLICAS, alive, pids, roll } from './cluster.mjs';
import { nxEnv, processes, root, run } from './lib.mjs';
import { missingInManifest, readManifest, remoteDir } from '../deploy/remotes/shell-modules.mjs';

export const DOMAINS = JSON.parse(fs.readFileSync(path.join(root, 'deploy/local/domains.json'), 'utf8'));
/** As the gateway accepts it (services/gateway/src/static/web-static.ts RELEASE_VERSION). */
export const RELEASE_VERSION = /^v[0-9][0-9a-z-]{0,63}$/;

/** v<UTC yyyymmddhhmmss>-<6 hex>: sorts by time, never the same twice. */
export const newVersion = () => `v${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;

/** The URL segment and release folder of a remote: mfe_works → works. */
const shortName = (remote) => remote.replace(/^mfe_/, '').replace(/_/g, '-');

export function domainOf(name) {
  const domain = DOMAINS.find((d) => d.name === name);
  if (!domain) throw new Error(`unknown domain "${name}" (known: ${DOMAINS.map((d) => d.name).join(', ')})`);
  return domain;
}

/** Builds the domain's services with Nx (their libraries first). */
export function buildServices(domain) {
  const byName = new Map(processes().map((p) => [p.name, p]));
  const projects = domain.services.map((s) => JSON.parse(fs.readFileSync(path.join(root, byName.get(s).cwd, 'package.json'), 'utf8')).name);
  if (run('npx', ['nx', 'run-many', '-t', 'build', '-p', ...projects, '--output-style=stream-without-prefixes'], { env: nxEnv }) !== 0) {
    throw new Error(`build of ${projects.join(', ')} failed`);
  }
}

/**
 * Builds the remote as release `version` into var/build/<remote>-<version>/ (not its dist/: the
 * checkout build the gateway serves unversioned stays as it is); answers that folder.
 */
export function buildRemote(remote, version) {
  const out = path.join(root, 'var/build', `${remoteDir(remote)}-${version}`);
  if (run('npx', ['rspack', 'build', '--output-path', out], { cwd: path.join(root, remoteDir(remote)), env: { REMOTE_RELEASE: version } }) !== 0) {
    throw new Error(`build of ${remoteDir(remote)} failed`);
  }
  return out;
}

/** Copies the built remote to its release folder once the shell's modules are all in its manifest. */
export function stageRelease(remote, version, releasesDir = RELEASES_DIR, dist = path.join(root, remoteDir(remote), 'dist')) {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${remoteDir(remote)} is not built (${path.relative(root, dist)})`);
  const problems = missingInManifest(root, remote, readManifest(manifestFile));
  if (problems.length) throw new Error(`not deployed, the shell would miss:\n  ${problems.join('\n  ')}`);
  const target = path.join(releasesDir, shortName(remote), version);
  if (fs.existsSync(target)) throw new Error(`release ${version} of ${remote} exists already (a release is never overwritten)`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Copied beside, then renamed: the gateway never serves half a release.
  fs.cpSync(dist, `${target}.partial`, { recursive: true });
  fs.renameSync(`${target}.partial`, target);
  return target;
}

/** Points `remote` at `version` in the deployment's manifest, in one rename (readers see old or new). */
export function switchRemote(remote, version, remotesFile = REMOTES_FILE) {
  const list = JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
  const entry = `/mfe/${shortName(remote)}/${version}/mf-manifest.json`;
  const next = list.some((r) => r.name === remote) ? list.map((r) => (r.name === remote ? { ...r, entry } : r)) : [...list, { name: remote, entry }];
  fs.writeFileSync(`${remotesFile}.next`, `${JSON.stringify(next, null, 2)}\n`);
  fs.renameSync(`${remotesFile}.next`, remotesFile);
  return entry;
}

/** Deploys `name` into the running cluster (the steps at the top of this file). */
export async function deployDomain(name, { version = newVersion(), build = true, dist, log = console.log } = {}) {
  const domain = domainOf(name);
  if (!RELEASE_VERSION.test(version)) throw new Error(`version "${version}" must look like v20261127-1 (v, a digit, then lower-case letters, digits, -)`);
  const running = new Set(pids().filter((p) => alive(p.pid)).map((p) => p.name));
  const needed = [...domain.services, 'gateway'].flatMap((s) => REPLICAS.map((r) => `${s}-${r}`));
  const down = needed.filter((n) => !running.has(n));
  if (down.length) throw new Error(`the cluster is not running (${down.join(', ')}): npm run build && npm run cluster`);
  const started = Date.now();
  let remoteDist = dist;
  if (build) {
    log(`▶ building ${domain.services.join(', ')}${domain.remote ? ` and ${remoteDir(domain.remote)} (release ${version})` : ''}`);
    buildServices(domain);
    if (domain.remote) remoteDist = buildRemote(domain.remote, version);
  }
  if (domain.remote) log(`✔ ${domain.remote} ${version} staged in ${path.relative(root, stageRelease(domain.remote, version, RELEASES_DIR, remoteDist))}`);
  if (remoteDist && remoteDist !== dist) fs.rmSync(remoteDist, { recursive: true, force: true });
  await roll(domain.services, log);
  const entry = domain.remote ? switchRemote(domain.remote, version) : null;
  if (entry) log(`✔ ${domain.remote} now ${entry} (remotes.json of the cluster)`);
  log(`deployed ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { version, entry };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const name = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--version');
  const version = args.includes('--version') ? args[args.indexOf('--version') + 1] : undefined;
  if (!name) {
    console.error(`usage: npm run deploy:domain -- <${DOMAINS.map((d) => d.name).join('|')}> [--version v…] [--no-build]`);
    process.exit(2);
  }
  await deployDomain(name, { version, build: !args.includes('--no-build') }).catch((e) => {
    console.error(`✖ ${e.message}`);
    process.exit(1);
  });
}
