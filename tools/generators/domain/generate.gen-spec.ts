import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../..');
const NAME = 'harvest-plan';
const LABEL = '収穫計画';

/**
 * A copy of this checkout (tracked and new files, no builds) with node_modules linked to the real
 * one, except the workspace packages, which point at the copy's own folders.
 */
function copyCheckout(dir: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const f of files) {
    const from = path.join(repo, f);
    if (!fs.existsSync(from) || fs.statSync(from).isDirectory()) continue;
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, f));
  }
}

function linkModules(dir: string): void {
  const modules = path.join(dir, 'node_modules');
  fs.rmSync(modules, { recursive: true, force: true });
  fs.mkdirSync(path.join(modules, '@inasaku'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(repo, 'node_modules'))) {
    if (entry !== '@inasaku') fs.symlinkSync(path.join(repo, 'node_modules', entry), path.join(modules, entry));
  }
  const workspaces = ['libs', 'services'].flatMap((d) => fs.readdirSync(path.join(dir, d)).map((n) => `${d}/${n}`))
    .concat(fs.readdirSync(dir).filter((n) => n === 'shell' || n.startsWith('mfe-')));
  for (const ws of workspaces) {
    const pkg = path.join(dir, ws, 'package.json');
    if (!fs.existsSync(pkg)) continue;
    const name: string = JSON.parse(fs.readFileSync(pkg, 'utf8')).name;
    fs.symlinkSync(path.join(dir, ws), path.join(modules, name));
  }
}

function run(dir: string, cmd: string, args: string[], cwd = dir): { status: number | null; output: string } {
  const r = spawnSync(cmd, args, {
    cwd, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' }, maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}`.slice(-4000) };
}

describe('npm run generate:domain (into a temporary copy of the checkout)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inasaku-generate-'));
  let generated = { status: null as number | null, output: '' };

  beforeAll(() => {
    copyCheckout(dir);
    linkModules(dir);
    generated = run(dir, process.execPath, ['tools/generators/domain/generate.mjs', NAME, '--label', LABEL]);
    // Again, as `npm install` would: the new workspaces are linked too.
    linkModules(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates the service, the remote and the contract, and wires them in', () => {
    expect(generated).toEqual({ status: 0, output: expect.stringContaining('created') });
    for (const f of [`services/${NAME}/src/main.ts`, `mfe-${NAME}/rspack.config.js`, `libs/contracts/src/${NAME}/routes.ts`, `deploy/docker/${NAME}.Dockerfile`, `deploy/docker/remotes/mfe-${NAME}.Dockerfile`, `deploy/k8s/base/services/${NAME}.yaml`, `deploy/k8s/base/remotes/mfe-${NAME}.yaml`]) {
      expect({ f, exists: fs.existsSync(path.join(dir, f)) }).toEqual({ f, exists: true });
    }
    const processes = JSON.parse(fs.readFileSync(path.join(dir, 'deploy/local/processes.json'), 'utf8'));
    expect(processes.find((p: { name: string }) => p.name === NAME)).toEqual({ name: NAME, cwd: `services/${NAME}`, script: 'dist/main.js', portEnv: 'HARVEST_PLAN_HEALTH_PORT', port: 3107 });
    expect(processes.at(-1).name).toBe('gateway');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'deploy/local/remotes.json'), 'utf8'))).toContainEqual({ name: 'mfe_harvest_plan', entry: `/mfe/${NAME}/mf-manifest.json` });
    expect(fs.readFileSync(path.join(dir, 'shell/src/routes.ts'), 'utf8')).toContain(`app('${NAME}', '/${NAME}', 'mfe_harvest_plan', 'HarvestPlanHome', '${NAME}')`);
    expect(fs.readFileSync(path.join(dir, 'libs/ui/src/texts.ts'), 'utf8')).toContain(`'${NAME}': '${LABEL}'`);
  });

  it('refuses the same name again, changing nothing', () => {
    const before = fs.readFileSync(path.join(dir, 'deploy/local/processes.json'), 'utf8');
    const again = run(dir, process.execPath, ['tools/generators/domain/generate.mjs', NAME]);
    expect(again.status).toBe(1);
    expect(again.output).toContain(`"${NAME}" exists already`);
    expect(fs.readFileSync(path.join(dir, 'deploy/local/processes.json'), 'utf8')).toBe(before);
  });

  it('the contract, the service and the libraries it links to build (tsc)', () => {
    for (const project of ['libs/domain/tsconfig.lib.json', 'libs/contracts/tsconfig.lib.json', 'libs/service-kit/tsconfig.lib.json', `services/${NAME}/tsconfig.app.json`]) {
      const r = run(dir, path.join(dir, 'node_modules/.bin/tsc'), ['-p', project]);
      expect({ project, status: r.status, output: r.status === 0 ? '' : r.output }).toEqual({ project, status: 0, output: '' });
    }
    expect(fs.existsSync(path.join(dir, `services/${NAME}/dist/main.js`))).toBe(true);
  });

  it('the remote builds (rspack) and exposes what the shell loads from it', () => {
    const build = run(dir, path.join(dir, 'node_modules/.bin/rspack'), ['build'], path.join(dir, `mfe-${NAME}`));
    expect({ status: build.status, output: build.status === 0 ? '' : build.output }).toEqual({ status: 0, output: '' });
    const check = run(dir, process.execPath, ['deploy/remotes/check-exposes.mjs', '--json']);
    const report = JSON.parse(check.output.trim().split('\n').find((l) => l.startsWith('{')) ?? '{}');
    expect(report.modules.mfe_harvest_plan).toEqual(['HarvestPlanHome']);
    expect(report.results.find((r: { remote: string }) => r.remote === 'mfe_harvest_plan').problems).toEqual([]);
  });

  it('the remote and the shell (with the new route and menu entry) type-check', () => {
    for (const project of [`mfe-${NAME}/tsconfig.json`, 'shell/tsconfig.json']) {
      const r = run(dir, path.join(dir, 'node_modules/.bin/tsc'), ['-p', project, '--noEmit']);
      expect({ project, status: r.status, output: r.status === 0 ? '' : r.output }).toEqual({ project, status: 0, output: '' });
    }
  });

  it('lint (with the Nx module boundaries) passes on what was generated', () => {
    // Through Nx, as `npm test -- lint` runs it: the boundaries rule reads Nx's project graph.
    const projects = run(dir, path.join(dir, 'node_modules/.bin/nx'), ['run-many', '-t', 'lint', '-p', `@inasaku/${NAME}`, `@inasaku/mfe-${NAME}`, '--skip-nx-cache', '--output-style=stream-without-prefixes']);
    expect({ status: projects.status, output: projects.status === 0 ? '' : projects.output }).toEqual({ status: 0, output: '' });
    const edited = run(dir, path.join(dir, 'node_modules/.bin/eslint'), [`libs/contracts/src/${NAME}`, 'shell/src/routes.ts', 'shell/src/layout/menu-items.tsx']);
    expect({ status: edited.status, output: edited.status === 0 ? '' : edited.output }).toEqual({ status: 0, output: '' });
    expect(`${projects.output}${edited.output}`).not.toContain('rule will be skipped');
  });

  it('the unit tests of the service, the remote and the contract pass, and the deployment files are consistent', () => {
    const jest = path.join(dir, 'node_modules/.bin/jest');
    for (const args of [
      ['-c', `services/${NAME}/jest.config.js`],
      ['-c', `mfe-${NAME}/jest.config.js`],
      // client-routes: the web apps' route table has the new routes as `npm run contracts:client-routes` would write them.
      ['-c', 'libs/contracts/jest.config.js', `libs/contracts/src/${NAME}`, 'libs/contracts/src/client-routes'],
      ['-c', 'deploy/jest.config.js', 'deploy/test/k8s.spec.ts', 'deploy/test/dockerfiles.spec.ts', 'deploy/test/remote-deployables.spec.ts', 'deploy/test/deploy-domain.spec.ts'],
    ]) {
      const r = run(dir, jest, [...args, '--ci']);
      expect({ args, status: r.status, output: r.status === 0 ? '' : r.output }).toEqual({ args, status: 0, output: '' });
    }
  });
});
