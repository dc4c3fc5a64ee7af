// The modules the shell asks the remotes for, read from its sources: the route table
// (shell/src/routes.ts), the dashboard's widgets (shell/src/dashboard/widgets.ts) and any
// <RemoteModule remote="…" module="…"> written directly (the sign-in view in App.tsx).
// Plain text, not an import: the deploy command runs in Node without a TypeScript build, and a
// remote must be checked against the shell that is deployed, before the remote goes live.
// deploy/test/remote-exposes.built-spec.ts checks this reading against the typed tables.
import fs from 'node:fs';
import path from 'node:path';

const PATTERNS = [
  // app('work-history-show', '/work-histories/show', 'mfe_works', 'WorkHistoryShow', …)
  /\bapp\(\s*'[^']*',\s*'[^']*',\s*'(mfe_\w+)',\s*'(\w+)'/g,
  // { …, remote: 'mfe_account', module: 'MobilePayment', … } (routes, widgets, the auth helper)
  /\bremote:\s*'(mfe_\w+)',\s*module:\s*'(\w+)'/g,
  // <RemoteModule remote="mfe_account" module="AuthView" …>
  /\bremote="(mfe_\w+)"\s+module="(\w+)"/g,
];

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return ['test', 'service-worker'].includes(e.name) ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.spec\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** remote name (mfe_works) → the module names the shell loads from it, sorted. */
export function shellModules(root) {
  const found = new Map();
  for (const file of sources(path.join(root, 'shell/src'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const re of PATTERNS) {
      for (const [, remote, module] of text.matchAll(re)) {
        if (!found.has(remote)) found.set(remote, new Set());
        found.get(remote).add(module);
      }
    }
  }
  return new Map([...found].sort().map(([r, m]) => [r, [...m].sort()]));
}

/** The folder of a remote's app: mfe_works → mfe-works. */
export const remoteDir = (remote) => remote.replace(/_/g, '-');

/** The manifest a build of the remote wrote (mfe-<name>/dist/mf-manifest.json by default). */
export function readManifest(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * What the shell would fail to load from this build of `remote`: modules it asks for that the
 * manifest does not expose, and a manifest of another remote. Empty when the build is safe to serve.
 */
export function missingInManifest(root, remote, manifest) {
  const problems = [];
  if (manifest.name !== remote) problems.push(`${remote}: the manifest is that of ${manifest.name}`);
  const exposed = new Set((manifest.exposes ?? []).map((e) => e.name.replace(/^\.\//, '')));
  for (const module of shellModules(root).get(remote) ?? []) {
    if (!exposed.has(module)) problems.push(`${remote}/${module}: the shell loads it, the manifest does not expose it`);
  }
  return problems;
}
