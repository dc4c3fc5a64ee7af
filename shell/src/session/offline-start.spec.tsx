import { act, render, screen } from '@testing-library/react';
import type { CurrentUser, Management } from '@inasaku/contracts';
import { rememberedSession } from '@inasaku/offline';
import { App } from '../App';
import { ONBOARDING_FLAG_KEYS } from '../onboarding/onboarding';
import { MANAGEMENTS, Providers, makeUser, setViewportWidth, stubFetch } from '../test/fixtures';
import { forgetKeptSessionRead } from './device-session';

// The start without a network: the shell opens from what the device kept (the last user and the
// year list) instead of waiting for the server, whose requests may fail at once or hang.
jest.mock('@inasaku/offline', () => ({ ...jest.requireActual('@inasaku/offline'), rememberedSession: jest.fn() }));
const kept = rememberedSession as jest.MockedFunction<typeof rememberedSession>;

const Screen = ({ routeName, session }: { routeName: string; session: { managementId: string; user: CurrentUser } }) => (
  <p>
    {routeName}:{session.user.display_name}:{session.managementId}
  </p>
);

function renderApp(path: string) {
  return render(
    <Providers path={path} remotes={['mfe_works']} loader={async () => ({ default: Screen })}>
      <App />
    </Providers>,
  );
}

/** A network that never answers (a phone with a bar of signal and no data): every fetch hangs. */
function hangingNetwork() {
  const fn = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => undefined));
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

function keep(user: CurrentUser, managements: Management[] | null = MANAGEMENTS) {
  kept.mockResolvedValue({ user, managements, at: Date.now() } as Awaited<ReturnType<typeof rememberedSession>>);
}

describe('opening the app from the device', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const key of Object.values(ONBOARDING_FLAG_KEYS)) localStorage.setItem(key, '1');
    setViewportWidth(390);
    forgetKeptSessionRead();
    kept.mockReset();
  });
  afterEach(() => jest.restoreAllMocks());

  it('offline: work input opens for the kept user and year without waiting for the server', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    keep(makeUser({ display_name: '田中 花子' }));
    const fetched = hangingNetwork();
    renderApp('/work-histories/add');
    expect(await screen.findByText('work-history-add:田中 花子:m-2026')).toBeTruthy();
    // /auth/me is not asked while offline; the year list is asked behind the screen.
    expect(fetched.mock.calls.map(([url]) => String(url))).not.toContain('/auth/me');
  });

  it('online with a year list that does not answer: the kept list of the same user is used at once', async () => {
    const user = makeUser();
    keep(user);
    stubFetch({ 'GET /auth/me': () => ({ body: { data: user } }) });
    const answered = global.fetch as jest.Mock;
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/management') ? new Promise<Response>(() => undefined) : answered(input, init),
    ) as unknown as typeof fetch;
    renderApp('/work-histories/add');
    expect(await screen.findByText('work-history-add:山田 太郎:m-2026')).toBeTruthy();
  });

  it("another user's kept year list is never used: the screen waits for the server's", async () => {
    const user = makeUser();
    keep(makeUser({ user_id: 'user-2', display_name: '前の人' }), [{ management_id: 'm-other', start_datetime: '2026-01-01T00:00:00+09:00' }]);
    let answer: (() => void) | null = null;
    stubFetch({ 'GET /auth/me': () => ({ body: { data: user } }) });
    const answered = global.fetch as jest.Mock;
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/management')
        ? new Promise<Response>((resolve) => {
            answer = () => resolve({ ok: true, status: 200, json: async () => ({ data: MANAGEMENTS }) } as Response);
          })
        : answered(input, init),
    ) as unknown as typeof fetch;
    renderApp('/work-histories/add');
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByText(/^work-history-add:/)).toBeNull();
    expect(answer).not.toBeNull();
    act(() => answer!());
    expect(await screen.findByText('work-history-add:山田 太郎:m-2026')).toBeTruthy();
  });

  it('opened offline, the session is asked again when the network is back: an ended one leads to sign-in', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    keep(makeUser());
    hangingNetwork();
    renderApp('/work-histories/add');
    await screen.findByText('work-history-add:山田 太郎:m-2026');
    online.mockReturnValue(true);
    stubFetch({
      'GET /auth/me': () => ({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'ログインしてください。' } } }),
      'POST /auth/refresh': () => ({ status: 401 }),
    });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTestId('auth-view')).toBeTruthy();
  });
});
