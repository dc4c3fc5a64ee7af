import { execFile } from 'node:child_process';
import path from 'node:path';
import { BASE_URL, repoRoot, signUpByApi, uniqueEmail } from './support';

// The dashboard on a farmer's phone network, measured by scripts/bench-dashboard.mjs against this
// system: after sign-in with a cold cache on Slow 4G with the CPU slowed 4× (budget 2.5 s), and on a
// later visit served by the service worker's kept set (budget 1.5 s); the precache's size. Budgets
// are benchmark figures for the note, printed with met / NOT met, not a pass or fail of the suite;
// the suite checks that the page gets to a usable dashboard on both paths at all.
const PASSWORD = 'Tanbo2026';

interface Figures {
  best: number;
  median: number;
  ms: number[];
}
interface BenchResult {
  profiles: Record<string, { coldAfterSignIn: Figures & { kbMoved: number[]; kbFromSignInPageOpen: number[] }; laterVisitFromWorker: Figures & { kbFromNetwork: number[] } }>;
  precache: { files: number; compressedKB: number; keptKB: number };
  verdict: { cold: string; later: string };
  loadPerCoreAtStart: number;
  passwordTypedMsPerKey: number;
  loadPerCoreAtEnd: number;
}

function bench(env: Record<string, string>): Promise<BenchResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'scripts/bench-dashboard.mjs')],
      { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024, timeout: 860_000 },
      (error, stdout, stderr) => {
        if (stderr) console.log(stderr);
        if (error) return reject(new Error(`${error.message}\n${stdout}`));
        resolve(JSON.parse(stdout.slice(stdout.indexOf('{'))) as BenchResult);
      },
    );
  });
}

// A benchmark, run on request (E2E_BENCH=1 npm test -- e2e dashboard-load): the suite's other specs
// already sign in to the dashboard and open the app from the worker's cache, and CI has 30 minutes.
const benchmark = process.env.E2E_BENCH === '1' ? describe : describe.skip;

benchmark('the dashboard on a phone network (benchmark)', () => {
  it('after sign-in (cold) and on a later visit from the worker, throttled and not', async () => {
    // Each cold run is a fresh browser profile signing in: one account serves them all.
    const email = uniqueEmail('dashboard-load');
    await signUpByApi(email, PASSWORD);
    const result = await bench({
      BENCH_URL: BASE_URL,
      BENCH_RUNS: process.env.BENCH_RUNS ?? '3',
      BENCH_EMAIL: email,
      BENCH_PASSWORD: PASSWORD,
      BENCH_WATERFALL: process.env.BENCH_WATERFALL ?? '0',
      BENCH_TIMEOUT_S: '840',
    });
    console.log(
      [
        ...Object.entries(result.profiles).map(
          ([name, p]) =>
            `dashboard, ${name}: after sign-in (cold) ${p.coldAfterSignIn.ms.join(' / ')} ms (best ${p.coldAfterSignIn.best}, median ${p.coldAfterSignIn.median}; ` +
            `${p.coldAfterSignIn.kbMoved.join(' / ')} KB moved after the click, ${p.coldAfterSignIn.kbFromSignInPageOpen.join(' / ')} KB from opening the sign-in page), later visit from the worker ${p.laterVisitFromWorker.ms.join(' / ')} ms ` +
            `(best ${p.laterVisitFromWorker.best}, median ${p.laterVisitFromWorker.median}; ${p.laterVisitFromWorker.kbFromNetwork.join(' / ')} KB from the network)`,
        ),
        `budgets on Slow 4G: cold ${result.verdict.cold}; later ${result.verdict.later}`,
        `precache: ${result.precache.files} files, ${result.precache.compressedKB} KB compressed, ${result.precache.keptKB} KB as kept`,
        `password typed at ${result.passwordTypedMsPerKey} ms per key before the click; load average per core ${result.loadPerCoreAtStart} at the start, ${result.loadPerCoreAtEnd} at the end`,
      ].join('\n'),
    );
    for (const p of Object.values(result.profiles)) {
      expect(p.coldAfterSignIn.ms.every((ms) => ms > 0)).toBe(true);
      expect(p.laterVisitFromWorker.ms.every((ms) => ms > 0)).toBe(true);
    }
    expect(result.precache.files).toBeGreaterThan(0);
  }, 900_000);
});
