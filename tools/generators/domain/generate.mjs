// `npm run generate:domain -- <name> [--label <日本語の名前>]`: a new domain in one step. Creates
//   libs/contracts/src/<name>/   subjects, one route (GET /inasaku/<name>-items) with its response schema
//   services/<name>/            a NestJS service (service-kit) answering it from its own schema and table
//   mfe-<name>/                 a remote exposing <Name>Home, which calls the route through callApi
// and wires them into: the contracts' index, ROUTES and queue groups; deploy/local/processes.json
// (the next free health port), remotes.json and domains.json; the shell's route table, menu
// (MenuKey, MENU_KEYS, MENU_LABELS, the side menu) and access-log codes; the Nx tags of both projects
// (lint boundaries: scope:<name>, eslint.config.mjs reads the domains from domains.json);
// Docker and Kubernetes (deploy/k8s/services.mjs, then both generators, kustomization, Ingress,
// production image tags). `--root <dir>` generates into another checkout (the generator's test).
// Each wiring edit finds its anchor or stops naming the file, before anything is written.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contractFiles, namesOf, remoteFiles, serviceFiles } from './templates.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const readJson = (root, file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/** Appends at the end of the file. */
const END = Symbol('end');

/** One textual edit: `find` must match once (or be END); `replace` gets the match. */
function edit(edits, file, find, replace) {
  edits.push({ file, find, replace });
}

function wiring(root, n) {
  const edits = [];
  const q = (s) => `'${s}'`;
  // Contracts
  edit(edits, 'libs/contracts/src/index.ts', END, () => `export * from './${n.name}';\n`);
  edit(edits, 'libs/contracts/src/http-routes.ts', /(import \{ \w+_ROUTES \} from '\.\/[\w-]+\/routes';\n)(?!import \{ \w+_ROUTES)/, (m) => `${m}import { ${n.constant}_ROUTES } from './${n.name}/routes';\n`);
  edit(edits, 'libs/contracts/src/http-routes.ts', /(export const ROUTES = \{\n(?:  \.\.\.\w+,\n)+)/, (m) => `${m}  ...${n.constant}_ROUTES,\n`);
  // The web apps' table as `npm run contracts:client-routes` writes it: the new domain's routes last, as in ROUTES.
  edit(edits, 'libs/contracts/src/client-routes.ts', /\n\} as unknown as typeof ROUTES;\n/, (m) => `\n  '${n.camel}Items.list': { method: 'GET', path: '/inasaku/${n.name}-items', auth: 'session', yearScoped: true },${m}`);
  // Shell: route, menu, access-log code
  edit(edits, 'shell/src/routes.ts', /(export const ROUTES: readonly AppRoute\[\] = \[\n[\s\S]*?)(\n\];)/, (m, body, end) => `${body}\n\n  // ${n.label}\n  app('${n.name}', '/${n.name}', '${n.remote}', '${n.pascal}Home', '${n.name}'),${end}`);
  edit(edits, 'shell/src/routes.ts', /(export const MENU_ROUTES: Readonly<Record<MenuKey, string>> = \{\n[\s\S]*?)(\n\};)/, (m, body, end) => `${body}\n  ${q(n.name)}: '${n.name}',${end}`);
  edit(edits, 'libs/domain/src/plan/plan.ts', /(export type MenuKey =\n(?:  \| '[\w-]+'\n)*  \| '[\w-]+');/, (m, body) => `${body}\n  | '${n.name}';`);
  edit(edits, 'libs/domain/src/plan/plan.ts', /(export const MENU_KEYS: readonly MenuKey\[\] = \[\n(?:  '[\w-]+',\n)+)/, (m) => `${m}  '${n.name}',\n`);
  edit(edits, 'libs/ui/src/texts.ts', /(export const MENU_LABELS = \{\n[\s\S]*?)(\n\} as const;|\n\};)/, (m, body, end) => `${body}\n  ${q(n.name)}: '${n.label}',${end}`);
  edit(edits, 'shell/src/layout/menu-items.tsx', /\n( +)(entry\('inquiry')/, (m, indent, rest) => `\n${indent}entry('${n.name}'),\n${indent}${rest}`);
  edit(edits, 'shell/src/access-log-codes.ts', /(\n  inquiry: '\d+',\n)/, (m) => `${m}  ${q(n.name)}: null,\n`);
  // Kubernetes table (the Dockerfiles and manifests are generated from it below)
  edit(edits, 'deploy/k8s/services.mjs', /(\n  gateway: \{)/, (m) => `\n  // Sized like the other small services until measured (deploy/k8s/README.md).\n  ${q(n.name)}: { idleMiB: 91, requestMiB: 128, limitMiB: 320, secrets: [] },${m}`);
  edit(edits, 'deploy/k8s/base/kustomization.yaml', /(  - services\/gateway\.yaml\n)/, (m) => `  - services/${n.name}.yaml\n${m}`);
  edit(edits, 'deploy/k8s/base/kustomization.yaml', END, () => `  - remotes/${n.remoteDir}.yaml\n`);
  edit(edits, 'deploy/k8s/base/ingress.yaml', /(\n    - host: devices)/, (m) => `\n          - path: /mfe/${n.name}\n            pathType: Prefix\n            backend:\n              service:\n                name: ${n.remoteDir}\n                port:\n                  name: http${m}`);
  edit(edits, 'deploy/k8s/overlays/production/kustomization.yaml', /(\npatches:)/, (m) => `\n  - { name: inasaku/${n.name}, newName: registry.example.com/inasaku/${n.name}, newTag: "0.1.0" }\n  - { name: inasaku/${n.remoteDir}, newName: registry.example.com/inasaku/${n.remoteDir}, newTag: "v0.1.0" }${m}`);
  return edits;
}

/** Plans every edit against the files as they are; throws naming the first anchor not found. */
function planEdits(root, edits) {
  const texts = new Map();
  for (const e of edits) {
    const text = texts.get(e.file) ?? fs.readFileSync(path.join(root, e.file), 'utf8');
    if (e.find === END) {
      texts.set(e.file, `${text.trimEnd()}\n${e.replace()}`);
      continue;
    }
    const matches = text.match(new RegExp(e.find.source, e.find.flags.includes('g') ? e.find.flags : `${e.find.flags}g`));
    if (!matches || matches.length !== 1) throw new Error(`${e.file}: the place to add the domain was not found (${e.find}); add it by hand`);
    texts.set(e.file, text.replace(e.find, e.replace));
  }
  return texts;
}

export function generateDomain(name, { label = name, root = repoRoot, log = console.log } = {}) {
  if (!NAME.test(name)) throw new Error(`"${name}": lower-case letters and digits, words joined by -`);
  const domains = readJson(root, 'deploy/local/domains.json');
  const processes = readJson(root, 'deploy/local/processes.json');
  const taken = [
    domains.some((d) => d.name === name) && 'deploy/local/domains.json',
    processes.some((p) => p.name === name) && 'deploy/local/processes.json',
    ...[`services/${name}`, `mfe-${name}`, `libs/contracts/src/${name}`].filter((d) => fs.existsSync(path.join(root, d))),
  ].filter(Boolean);
  if (taken.length) throw new Error(`"${name}" exists already: ${taken.join(', ')}`);
  // The next health port after the services' own (31xx), skipping every port a process uses.
  const used = new Set(processes.flatMap((p) => [p.port, p.metricsPort].filter(Boolean)));
  let port = 3101;
  while (used.has(port)) port++;
  const n = namesOf(name, { label, port });

  const texts = planEdits(root, wiring(root, n));
  const files = { ...contractFiles(n), ...serviceFiles(n), ...remoteFiles(n) };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  for (const [file, text] of texts) fs.writeFileSync(path.join(root, file), text);

  const gatewayAt = processes.findIndex((p) => p.name === 'gateway');
  processes.splice(gatewayAt < 0 ? processes.length : gatewayAt, 0, {
    name, cwd: `services/${name}`, script: 'dist/main.js', portEnv: `${n.constant}_HEALTH_PORT`, port,
  });
  // One entry per line, as the files are kept.
  const line = (o) => `  { ${Object.entries(o).map(([k, v]) => `"${k}": ${JSON.stringify(v).replace(/","/g, '", "')}`).join(', ')} }`;
  fs.writeFileSync(path.join(root, 'deploy/local/processes.json'), `[\n${processes.map(line).join(',\n')}\n]\n`);
  const remotes = readJson(root, 'deploy/local/remotes.json');
  remotes.push({ name: n.remote, entry: `/mfe/${name}/mf-manifest.json` });
  fs.writeFileSync(path.join(root, 'deploy/local/remotes.json'), `[\n${remotes.map(line).join(',\n')}\n]\n`);
  domains.push({ name, services: [name], remote: n.remote });
  fs.writeFileSync(path.join(root, 'deploy/local/domains.json'), `[\n${domains.map(line).join(',\n')}\n]\n`);
  // The remotes' ConfigMap mirrors remotes.json (deploy/test/k8s.spec.ts).
  const configMap = path.join(root, 'deploy/k8s/base/remotes.yaml');
  const cm = fs.readFileSync(configMap, 'utf8').replace(/(  remotes\.json: \|\n)[\s\S]*$/, (m, head) => `${head}${fs.readFileSync(path.join(root, 'deploy/local/remotes.json'), 'utf8').trimEnd().split('\n').map((l) => `    ${l}`).join('\n')}\n`);
  fs.writeFileSync(configMap, cm);
  for (const generator of ['deploy/docker/generate.mjs', 'deploy/k8s/generate.mjs']) {
    const r = spawnSync(process.execPath, [path.join(root, generator)], { cwd: root, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${generator}: ${r.stderr}`);
  }
  const created = Object.keys(files);
  log(`created ${created.length} files:\n  ${created.join('\n  ')}`);
  log(`wired into: ${[...texts.keys(), 'deploy/local/processes.json', 'deploy/local/remotes.json', 'deploy/local/domains.json', 'deploy/k8s/base/remotes.yaml', 'deploy/docker/*', 'deploy/k8s/base/*'].join(', ')}`);
  log(`next: npm install (links the new workspaces), npx nx build ${name} ${n.remoteDir}, npm run lint, npm test -- unit`);
  return { names: n, files: created, edited: [...texts.keys()] };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const opt = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const name = args.find((a, i) => !a.startsWith('--') && !['--label', '--root'].includes(args[i - 1]));
  if (!name) {
    console.error('usage: npm run generate:domain -- <name> [--label <日本語の名前>] [--root <checkout>]');
    process.exit(2);
  }
  try {
    generateDomain(name, { label: opt('--label'), root: opt('--root') ? path.resolve(opt('--root')) : repoRoot });
  } catch (e) {
    console.error(`✖ ${e.message}`);
    process.exit(1);
  }
}
