import { makeUser, stubFetch } from '../test/fixtures';
import { startPageRequests } from '../page-start/page-start';
import { call, currentSession } from '../signin/sign-in-api';
import { dropStarted, takeStarted } from './started-requests';

/** Runs the page's start (/early.js) as index.html does, on `pathname`. */
function runEarlyScript(pathname: string, onLine = true) {
  window.history.replaceState(null, '', pathname);
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(onLine);
  startPageRequests(pathname);
}

afterEach(() => {
  dropStarted();
  jest.restoreAllMocks();
});

describe('requests index.html starts before the shell has loaded', () => {
  it('asks for the session and the year list at once; the sign-up and password flows only for the session; offline nothing', () => {
    const { calls } = stubFetch({});
    runEarlyScript('/paddy-fields/show');
    expect(calls.map((c) => c.url)).toEqual(['/auth/me', '/api/management']);
    dropStarted();
    calls.length = 0;
    runEarlyScript('/signup');
    expect(calls.map((c) => c.url)).toEqual(['/auth/me']);
    dropStarted();
    calls.length = 0;
    runEarlyScript('/dashboard', false);
    expect(calls).toEqual([]);
    expect(takeStarted('/auth/me')).toBeUndefined();
  });

  it('the shell takes each started answer once instead of asking again', async () => {
    const user = makeUser();
    const { calls } = stubFetch({ 'GET /auth/me': () => ({ body: { data: user } }), 'GET /api/management': () => ({ body: { data: [] } }) });
    runEarlyScript('/brands');
    await expect(currentSession()).resolves.toEqual({ status: 'signedIn', user });
    await expect(call('/api/management')).resolves.toEqual([]);
    expect(calls.map((c) => c.url)).toEqual(['/auth/me', '/api/management']);
    // Taken: a later call asks the server.
    await call('/api/management');
    expect(calls.map((c) => c.url)).toEqual(['/auth/me', '/api/management', '/api/management']);
  });

  it('answers started before a refresh of the session, and failed ones, are asked again', async () => {
    const user = makeUser();
    let refreshed = false;
    const { calls } = stubFetch({
      'GET /auth/me': () => (refreshed ? { body: { data: user } } : { status: 401, body: null }),
      'POST /auth/refresh': () => {
        refreshed = true;
        return { body: { data: null } };
      },
      'GET /api/management': () => (refreshed ? { body: { data: [{ management_id: 'm' }] } } : { status: 401, body: null }),
    });
    runEarlyScript('/dashboard');
    await expect(currentSession()).resolves.toEqual({ status: 'signedIn', user });
    await expect(call('/api/management')).resolves.toEqual([{ management_id: 'm' }]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /auth/me', 'GET /api/management', 'POST /auth/refresh', 'GET /auth/me', 'GET /api/management',
    ]);

    global.fetch = jest.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue({ ok: true, status: 200, json: async () => ({ data: user }) });
    runEarlyScript('/dashboard');
    await expect(currentSession()).resolves.toEqual({ status: 'signedIn', user });
  });

  it('what the first page did not take is dropped: a later sign-in (another user) never gets it', async () => {
    const { calls } = stubFetch({ 'GET /auth/me': () => ({ status: 401, body: null }), 'GET /api/management': () => ({ body: { data: ['first user'] } }) });
    runEarlyScript('/');
    dropStarted();
    expect(takeStarted('/api/management')).toBeUndefined();
    await call('/api/management');
    expect(calls.filter((c) => c.url === '/api/management')).toHaveLength(2);
  });

  it('a write never takes a started answer', async () => {
    const { calls } = stubFetch({ 'GET /auth/me': () => ({ body: { data: null } }), 'POST /auth/me': () => ({ body: { data: 'posted' } }) });
    runEarlyScript('/dashboard');
    await expect(call('/auth/me', { method: 'POST', body: {} })).resolves.toBe('posted');
    expect(calls.map((c) => c.method)).toEqual(['GET', 'GET', 'POST']);
  });
});
