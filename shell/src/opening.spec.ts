import { MANAGEMENTS, makeUser, stubFetch } from './test/fixtures';
import { preloadScreen } from './preload-screen';
import { preloadSignInTarget, startOpening } from './opening';

jest.mock('./preload-screen', () => ({ preloadScreen: jest.fn(() => []) }));

describe('startOpening', () => {
  beforeEach(() => (preloadScreen as jest.Mock).mockClear());

  it("asks for the year list at once and preloads the opening screen's code once the remotes are registered, once per page", async () => {
    const { calls } = stubFetch({ 'GET /api/management': () => ({ body: { data: MANAGEMENTS } }) });
    window.history.replaceState(null, '', '/dashboard');
    const user = makeUser();
    const loadRemotes = jest.fn(async () => ({ status: 'ready' as const, names: ['mfe_works'] }));
    const first = startOpening(loadRemotes, { status: 'signedIn', user });
    // The year list is asked before the remote list has even answered (nothing waits for a render).
    expect(calls.map((c) => c.url)).toEqual([expect.stringContaining('/api/management')]);
    // The full app asks again as it renders: the same opening, nothing asked twice.
    const again = startOpening(loadRemotes, { status: 'signedIn', user });
    expect(await first).toEqual({ status: 'ready', names: ['mfe_works'] });
    expect(await again).toEqual(await first);
    expect(loadRemotes).toHaveBeenCalledTimes(1);
    expect(preloadScreen).toHaveBeenCalledTimes(1);
    expect(preloadScreen).toHaveBeenCalledWith('/dashboard', user, ['mfe_works']);
    expect(calls.filter((c) => c.url.includes('/api/management'))).toHaveLength(1);
  });

  it('a signed-out page preloads no screen and asks for no year list', async () => {
    const { calls } = stubFetch({});
    const loadRemotes = jest.fn(async () => ({ status: 'ready' as const, names: ['mfe_account'] }));
    await startOpening(loadRemotes, { status: 'signedOut' });
    expect(preloadScreen).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});

describe('preloadSignInTarget', () => {
  beforeEach(() => (preloadScreen as jest.Mock).mockClear());

  it('runs the code of the screen the sign-in opens while the password is typed, for a user not known yet, once per page', async () => {
    const loadRemotes = jest.fn(async () => ({ status: 'ready' as const, names: ['mfe_works', 'mfe_account'] }));
    preloadSignInTarget(loadRemotes, '/dashboard');
    preloadSignInTarget(loadRemotes, '/dashboard'); // typed, then sent: asked twice
    await loadRemotes.mock.results[0].value;
    expect(loadRemotes).toHaveBeenCalledTimes(1);
    expect(preloadScreen).toHaveBeenCalledTimes(1);
    expect(preloadScreen).toHaveBeenCalledWith('/dashboard', null, ['mfe_works', 'mfe_account']);
  });

  it('preloads nothing when the remotes could not be listed (the screen shows its own error later)', async () => {
    const failed = jest.fn(async () => ({ status: 'failed' as const, names: [] as string[] }));
    preloadSignInTarget(failed, '/dashboard');
    await failed.mock.results[0].value;
    const rejected = jest.fn(() => Promise.reject(new Error('offline')));
    preloadSignInTarget(rejected, '/dashboard');
    await Promise.resolve();
    expect(preloadScreen).not.toHaveBeenCalled();
  });
});
