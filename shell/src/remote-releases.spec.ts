import { checkRemoteReleases, remoteReleaseWatcher, type RemoteReleaseDeps } from './remote-releases';

const origin = window.location.origin;
const registeredNow = [
  { name: 'mfe_works', entry: `${origin}/mfe/works/v20261127-aaaa1111/mf-manifest.json` },
  { name: 'mfe_fields', entry: `${origin}/mfe/fields/mf-manifest.json` },
];

function deps(answer: () => Promise<Response>, registered = registeredNow) {
  const d = {
    fetchImpl: jest.fn(answer),
    registered: () => registered,
    register: jest.fn(),
    changed: jest.fn(),
  };
  return d as typeof d & RemoteReleaseDeps;
}
const list = (body: unknown, status = 200) => async () => ({ ok: status < 300, status, json: async () => body }) as Response;

describe('a release of one remote deployed while the page is open', () => {
  it('registers again only the remote whose entry moved, and says so', async () => {
    const d = deps(list([
      { name: 'mfe_works', entry: '/mfe/works/v20261128-bbbb2222/mf-manifest.json' },
      { name: 'mfe_fields', entry: '/mfe/fields/mf-manifest.json' },
    ]));
    await expect(checkRemoteReleases(d)).resolves.toEqual(['mfe_works']);
    expect(d.register).toHaveBeenCalledWith([{ name: 'mfe_works', entry: `${origin}/mfe/works/v20261128-bbbb2222/mf-manifest.json` }]);
    expect(d.changed.mock.calls).toEqual([['mfe_works']]);
    expect(d.fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
  });

  it('changes nothing when nothing moved, the list is unreadable, or a remote is new', async () => {
    for (const answer of [
      list(registeredNow),
      list(null, 502),
      list({ not: 'a list' }),
      list([{ name: 'mfe_new', entry: '/mfe/new/mf-manifest.json' }]),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const d = deps(answer);
      await expect(checkRemoteReleases(d)).resolves.toEqual([]);
      expect(d.register).not.toHaveBeenCalled();
      expect(d.changed).not.toHaveBeenCalled();
    }
  });

  it('asks nothing while no remote is registered', async () => {
    const d = deps(list([]), []);
    await checkRemoteReleases(d);
    expect(d.fetchImpl).not.toHaveBeenCalled();
  });

  it('looks on navigation at most every few seconds, and on a timer', async () => {
    jest.useFakeTimers();
    try {
      const d = deps(list(registeredNow));
      const watcher = remoteReleaseWatcher(d, { intervalMs: 60_000, minGapMs: 5_000 });
      const stop = watcher.start();
      watcher.navigated();
      expect(d.fetchImpl).toHaveBeenCalledTimes(0);
      await jest.advanceTimersByTimeAsync(5_001);
      watcher.navigated();
      await jest.advanceTimersByTimeAsync(1);
      watcher.navigated();
      expect(d.fetchImpl).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(d.fetchImpl).toHaveBeenCalledTimes(2);
      stop();
      await jest.advanceTimersByTimeAsync(120_000);
      expect(d.fetchImpl).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
