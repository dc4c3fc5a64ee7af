import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES } from '../../shell/src/routes';
import { DASHBOARD_WIDGETS } from '../../shell/src/dashboard/widgets';

// The widgets' empty texts come from libs/ui, whose React and antd this test does not need.
jest.mock('@inasaku/ui', () => ({ EMPTY: new Proxy({}, { get: () => '' }) }));

const root = path.resolve(__dirname, '../..');

interface Report {
  modules: Record<string, string[]>;
  results: { remote: string; manifest: string | null; problems: string[] }[];
}

function check(...args: string[]): { status: number | null; report: Report } {
  const r = spawnSync(process.execPath, [path.join(root, 'deploy/remotes/check-exposes.mjs'), '--json', ...args], { encoding: 'utf8' });
  return { status: r.status, report: JSON.parse(r.stdout) as Report };
}

describe('every module the shell loads is exposed by the built remote (mfe-*/dist/mf-manifest.json)', () => {
  const { status, report } = check();

  it('the deploy check reads every route and dashboard widget of the shell', () => {
    const wanted = [
      ...ROUTES.filter((r) => r.remote && r.module).map((r) => `${r.remote}/${r.module}`),
      ...DASHBOARD_WIDGETS.map((w) => `${w.remote}/${w.module}`),
    ];
    const read = Object.entries(report.modules).flatMap(([remote, modules]) => modules.map((m) => `${remote}/${m}`));
    expect(wanted.filter((m) => !read.includes(m))).toEqual([]);
    // The sign-in view, written directly in App.tsx.
    expect(read).toContain('mfe_account/AuthView');
  });

  it.each(JSON.parse(fs.readFileSync(path.join(root, 'deploy/local/remotes.json'), 'utf8')).map((r: { name: string }) => [r.name]))(
    '%s: its manifest exposes every module the shell asks it for',
    (remote) => {
      const result = report.results.find((r) => r.remote === remote);
      expect(result?.problems).toEqual([]);
    },
  );

  it('passes as a whole, so the deploy command would publish these builds', () => {
    expect(report.results.flatMap((r) => r.problems)).toEqual([]);
    expect(status).toBe(0);
  });

  it('names a module the shell loads that a build does not expose, and refuses', () => {
    const built = JSON.parse(fs.readFileSync(path.join(root, 'mfe-works/dist/mf-manifest.json'), 'utf8'));
    built.exposes = built.exposes.filter((e: { name: string }) => e.name !== 'WorkLogWidget' && e.name !== './WorkLogWidget');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'exposes-')), 'mf-manifest.json');
    fs.writeFileSync(file, JSON.stringify(built));
    const r = check('--manifest', `mfe_works=${file}`);
    expect(r.status).toBe(1);
    expect(r.report.results.find((x) => x.remote === 'mfe_works')?.problems).toEqual([
      'mfe_works/WorkLogWidget: the shell loads it, the manifest does not expose it',
    ]);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
