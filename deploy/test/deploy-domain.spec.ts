import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Runs `code` as an ES module beside scripts/deploy-domain.mjs; answers what it prints as JSON. */
function inNode(code: string): { status: number | null; out: unknown; err: string } {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', `import * as d from ${JSON.stringify(path.join(root, 'scripts/deploy-domain.mjs'))};\n${code}`], {
    encoding: 'utf8',
  });
  return { status: r.status, out: r.stdout.trim() ? JSON.parse(r.stdout) : null, err: r.stderr };
}

describe('deploy:domain (scripts/deploy-domain.mjs)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-domain-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('every domain names services of deploy/local/processes.json and a remote of remotes.json (or none)', () => {
    const domains: { name: string; services: string[]; remote: string | null }[] = JSON.parse(fs.readFileSync(path.join(root, 'deploy/local/domains.json'), 'utf8'));
    const processes = JSON.parse(fs.readFileSync(path.join(root, 'deploy/local/processes.json'), 'utf8')).map((p: { name: string }) => p.name);
    const remotes = JSON.parse(fs.readFileSync(path.join(root, 'deploy/local/remotes.json'), 'utf8')).map((r: { name: string }) => r.name);
    for (const d of domains) {
      expect(d.services.filter((s) => !processes.includes(s))).toEqual([]);
      if (d.remote) expect(remotes).toContain(d.remote);
    }
    // Every service but the gateway belongs to exactly one domain, every remote to one.
    expect(domains.flatMap((d) => d.services).sort()).toEqual(processes.filter((p: string) => p !== 'gateway').sort());
    expect(domains.map((d) => d.remote).filter(Boolean).sort()).toEqual([...remotes].sort());
  });

  it('versions sort by time, never repeat, and are what the gateway serves', () => {
    const { out } = inNode('console.log(JSON.stringify([d.newVersion(), d.newVersion()]))');
    const [a, b] = out as string[];
    expect(a).toMatch(/^v\d{14}-[0-9a-f]{6}$/);
    expect(a).not.toBe(b);
    const gateway = fs.readFileSync(path.join(root, 'services/gateway/src/static/web-static.ts'), 'utf8');
    expect(gateway).toContain(`RELEASE_VERSION = ${String(/^v[0-9][0-9a-z-]{0,63}$/)}`);
  });

  it('switching a remote changes only its entry, in one rename', () => {
    const file = path.join(dir, 'remotes.json');
    fs.copyFileSync(path.join(root, 'deploy/local/remotes.json'), file);
    const before = JSON.parse(fs.readFileSync(file, 'utf8'));
    const r = inNode(`console.log(JSON.stringify(d.switchRemote('mfe_works', 'v20261127-abc', ${JSON.stringify(file)})))`);
    expect(r.out).toBe('/mfe/works/v20261127-abc/mf-manifest.json');
    const after = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(after).toEqual(before.map((x: { name: string }) => (x.name === 'mfe_works' ? { ...x, entry: '/mfe/works/v20261127-abc/mf-manifest.json' } : x)));
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('remotes.json.'))).toEqual([]);
  });

  it('refuses an unknown domain and a version the gateway would not serve, before touching anything', () => {
    expect(inNode(`await d.deployDomain('nothing')`).err).toMatch(/unknown domain "nothing" \(known: account, fields, works/);
    expect(inNode(`await d.deployDomain('works', { version: 'v1/../x' })`).err).toMatch(/version "v1\/..\/x" must look like/);
  });

  it('stages a release only when its manifest has every module the shell loads, and never over another', () => {
    const releases = path.join(dir, 'releases');
    const stage = (version: string) => inNode(`try { console.log(JSON.stringify(d.stageRelease('mfe_works', '${version}', ${JSON.stringify(releases)}))) } catch (e) { console.error(e.message); process.exit(1) }`);
    if (!fs.existsSync(path.join(root, 'mfe-works/dist/mf-manifest.json'))) {
      expect(stage('v1').err).toMatch(/mfe-works is not built/);
      return;
    }
    expect(stage('v1').out).toBe(path.join(releases, 'works/v1'));
    expect(fs.existsSync(path.join(releases, 'works/v1/mf-manifest.json'))).toBe(true);
    expect(stage('v1').err).toMatch(/release v1 of mfe_works exists already/);
  });
});
