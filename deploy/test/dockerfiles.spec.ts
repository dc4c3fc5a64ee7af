import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The images cannot be built on this machine, so every path a Dockerfile copies is checked
 * against what `npm run build` makes: a source from the build context must exist in the repository
 * (and not be one the .dockerignore drops); a `--from=<stage>` source must be copied into that
 * stage earlier, or be the dist/ of a workspace that stage builds with a build that writes dist/.
 */
const root = path.resolve(__dirname, '../..');
const dockerDir = path.join(root, 'deploy/docker');
const dockerfiles = fs.readdirSync(dockerDir).filter((f) => f.endsWith('.Dockerfile'));
const processes: { name: string; port: number; cwd: string; script: string }[] = JSON.parse(
  fs.readFileSync(path.join(root, 'deploy/local/processes.json'), 'utf8'),
);

interface Stage {
  name: string | null;
  base: string;
  copies: { from: string | null; sources: string[]; dest: string }[];
  builds: string[];
  runs: string[];
  user: string | null;
  cmd: string | null;
}

function parse(file: string): Stage[] {
  const stages: Stage[] = [];
  for (const raw of fs.readFileSync(path.join(dockerDir, file), 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [instr, ...rest] = line.split(/\s+/);
    const stage = stages[stages.length - 1];
    if (instr === 'FROM') stages.push({ base: rest[0], name: rest[2] ?? null, copies: [], builds: [], runs: [], user: null, cmd: null });
    else if (instr === 'COPY') {
      const from = rest[0].startsWith('--from=') ? rest.shift()!.slice('--from='.length) : null;
      stage.copies.push({ from, sources: rest.slice(0, -1), dest: rest[rest.length - 1] });
    } else if (instr === 'RUN') {
      stage.runs.push(rest.join(' '));
      for (const m of rest.join(' ').matchAll(/npm run build -w (\S+)/g)) stage.builds.push(m[1]);
    } else if (instr === 'USER') stage.user = rest[0];
    else if (instr === 'CMD') stage.cmd = rest.join(' ');
  }
  return stages;
}

function ignored(file: string): string[] {
  return fs.readFileSync(path.join(dockerDir, `${file}.dockerignore`), 'utf8').split('\n').filter(Boolean);
}

/** Where `npm run build` of a workspace writes: tsc's outDir or rspack's output (tools/rspack). */
function buildOutput(dir: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  const script: string = pkg.scripts.build;
  const tsc = /tsc -p (\S+)/.exec(script);
  if (tsc) {
    const outDir = JSON.parse(fs.readFileSync(path.join(root, dir, tsc[1]), 'utf8')).compilerOptions.outDir;
    // What the package exports must come out of that build.
    expect(pkg.main.startsWith(`${outDir}/`)).toBe(true);
    return `${dir}/${outDir}`;
  }
  if (/rspack build/.test(script)) {
    expect(fs.readFileSync(path.join(root, 'tools/rspack/web-config.js'), 'utf8')).toContain("path: path.join(dir, 'dist')");
    return `${dir}/dist`;
  }
  throw new Error(`${dir}: unknown build "${script}"`);
}

describe('Dockerfiles (deploy/docker)', () => {
  it('are up to date with deploy/docker/generate.mjs', () => {
    const r = spawnSync(process.execPath, [path.join(dockerDir, 'generate.mjs'), '--check'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('one per process of deploy/local/processes.json and one for the static site', () => {
    expect(dockerfiles.sort()).toEqual([...processes.map((p) => `${p.name}.Dockerfile`), 'web.Dockerfile'].sort());
  });

  it.each(dockerfiles)('%s: every COPY source exists in the repository or is made by an earlier stage', (file) => {
    const stages = parse(file);
    const dropped = ignored(file);
    for (const stage of stages) {
      for (const copy of stage.copies) {
        for (const source of copy.sources) {
          if (copy.from === null) {
            expect({ source, exists: fs.existsSync(path.join(root, source)) }).toEqual({ source, exists: true });
            // The .dockerignore must not drop what is copied (dist/ and node_modules are built inside).
            for (const pattern of dropped) {
              const re = new RegExp(`(^|/)${pattern.replace(/^\*\*\//, '').replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}(/|$)`);
              expect({ source, droppedBy: re.test(source.replace(/\/$/, '')) ? pattern : null }).toEqual({ source, droppedBy: null });
            }
            continue;
          }
          const from = stages.find((s) => s.name === copy.from);
          expect(from).toBeDefined();
          const rel = source.replace(/^\/src\//, '').replace(/\/$/, '');
          const copiedIn = from!.copies.some((c) => c.from === null && c.sources.some((s) => s.replace(/\/$/, '') === rel || rel.startsWith(s.endsWith('/') ? s : `${s}/`)) && !rel.endsWith('/dist'));
          const builtThere = from!.builds.some((dir) => buildOutput(dir) === rel);
          expect({ source, madeInStage: copiedIn || builtThere }).toEqual({ source, madeInStage: true });
        }
      }
    }
  });

  it.each(processes.map((p) => [p.name, p] as const))('%s: multi-stage, production dependencies only, non-root, starts the built main', (name, p) => {
    const stages = parse(`${name}.Dockerfile`);
    const final = stages[stages.length - 1];
    expect(stages.length).toBeGreaterThan(1);
    expect(final.runs.join(' ')).toMatch(new RegExp(`npm ci .*--omit=dev -w ${p.cwd}`));
    expect(final.user).toBe('node');
    expect(final.cmd).toBe(`["node", "${p.cwd}/${p.script}"]`);
    // The started script is what the service's build makes, its dist copied into the final image.
    expect(`${p.cwd}/${p.script}`.startsWith(`${buildOutput(p.cwd)}/`)).toBe(true);
    expect(final.copies.map((c) => c.sources[0])).toContain(`/src/${p.cwd}/dist`);
    // Every workspace library it links to at run time is in the image with its build.
    const pkg = JSON.parse(fs.readFileSync(path.join(root, p.cwd, 'package.json'), 'utf8'));
    for (const dep of Object.keys(pkg.dependencies).filter((d) => d.startsWith('@inasaku/'))) {
      const dir = `libs/${dep.slice('@inasaku/'.length)}`;
      expect(final.copies.map((c) => c.sources[0])).toEqual(expect.arrayContaining([`/src/${dir}/package.json`, `/src/${dir}/dist`]));
    }
  });

  it('the gateway image carries the shell and every remote where WEB_ROOT=/app expects them', () => {
    const final = parse('gateway.Dockerfile').at(-1)!;
    const webApps = ['shell', ...fs.readdirSync(root).filter((n) => n.startsWith('mfe-'))];
    for (const app of webApps) expect(final.copies).toContainEqual({ from: 'web', sources: [`/src/${app}/dist`], dest: `${app}/dist/` });
  });

  it('the static site runs nginx as a non-root user with the remotes under /mfe/<name>/', () => {
    const final = parse('web.Dockerfile').at(-1)!;
    expect(final.base).toMatch(/nginx-unprivileged/);
    expect(final.user).toBe('101');
    expect(final.copies).toContainEqual({ from: 'web', sources: ['/src/mfe-works/dist'], dest: '/usr/share/nginx/html/mfe/works/' });
    const conf = fs.readFileSync(path.join(dockerDir, 'web.nginx.conf'), 'utf8');
    expect(conf).toMatch(/try_files \$uri \/index\.html;/);
  });
});
