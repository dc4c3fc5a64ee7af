// `npm run check:exposes`: every module the shell's routes and dashboard widgets load exists in the
// `exposes` of that remote's built manifest (mfe-<name>/dist/mf-manifest.json, made by
// `npx nx build mfe-<name>`). A remote deployed without one of them would leave that screen or
// widget empty in production while every test of the remote alone stays green.
//   node deploy/remotes/check-exposes.mjs [--json] [--manifest mfe_works=path/to/mf-manifest.json]...
// Exit 1 naming each missing module (or missing build).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { missingInManifest, readManifest, remoteDir, shellModules } from './shell-modules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One result per remote of remotes.json: the manifest read and what the shell would miss in it. */
export function checkExposes({ remotesFile = path.join(root, 'deploy/local/remotes.json'), manifests = {} } = {}) {
  const remotes = JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
  const modules = shellModules(root);
  const results = remotes.map(({ name }) => {
    const manifest = manifests[name] ?? path.join(root, remoteDir(name), 'dist/mf-manifest.json');
    if (!fs.existsSync(manifest)) {
      return { remote: name, manifest: path.relative(root, manifest), problems: [`${name}: not built (npx nx build ${remoteDir(name)})`] };
    }
    return { remote: name, manifest: path.relative(root, manifest), problems: missingInManifest(root, name, readManifest(manifest)) };
  });
  // A remote the shell loads from that remotes.json does not list is as missing as an absent module.
  for (const remote of modules.keys()) {
    if (!remotes.some((r) => r.name === remote)) results.push({ remote, manifest: null, problems: [`${remote}: the shell loads it, remotes.json does not list it`] });
  }
  return { modules: Object.fromEntries(modules), results };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const manifests = {};
  args.forEach((a, i) => {
    if (a === '--manifest') {
      const [name, file] = args[i + 1].split('=');
      manifests[name] = path.resolve(file);
    }
  });
  const report = checkExposes({ manifests });
  const problems = report.results.flatMap((r) => r.problems);
  if (args.includes('--json')) console.log(JSON.stringify(report));
  else {
    for (const r of report.results) console.log(`${r.problems.length ? '✖' : '✔'} ${r.remote} (${r.manifest ?? '-'}): ${(report.modules[r.remote] ?? []).length} module(s) the shell loads`);
    for (const p of problems) console.error(`  ✖ ${p}`);
  }
  process.exit(problems.length ? 1 : 0);
}
