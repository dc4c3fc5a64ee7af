import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { CurrentUser } from '@inasaku/contracts';
import { App } from './App';
import { MANAGEMENT_STORAGE_KEY } from './year/management-year';
import { ONBOARDING_FLAG_KEYS } from './onboarding/onboarding';
import { MANAGEMENTS, Providers, makeUser, setViewportWidth, stubFetch } from './test/fixtures';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderApp(path: string, remotes: string[] = [], loader?: (id: string) => Promise<unknown>) {
  return render(
    <Providers path={path} remotes={remotes} loader={loader}>
      <App />
      <Where />
    </Providers>,
  );
}

const signedIn = (user: CurrentUser = makeUser()) =>
  stubFetch({
    'GET /auth/me': () => ({ body: { data: user } }),
    'GET /api/management': () => ({ body: { data: MANAGEMENTS } }),
  });

const location = () => screen.getByTestId('location').textContent;

async function chooseYear(label: string) {
  fireEvent.mouseDown(within(screen.getByTestId('year-select')).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(label));
}

describe('App', () => {
  beforeEach(() => {
    localStorage.clear();
    // These tests are about the layout: the onboarding guide has been passed in this browser.
    for (const key of Object.values(ONBOARDING_FLAG_KEYS)) localStorage.setItem(key, '1');
    setViewportWidth(1280);
  });

  it('shows the sign-in view of mfe_account when signed out', async () => {
    stubFetch({
      'GET /auth/me': () => ({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'ログインしてください。' } } }),
      'POST /auth/refresh': () => ({ status: 401 }),
    });
    const AuthView = () => <h1>サインイン</h1>;
    renderApp('/', ['mfe_account'], async (id) => (id === 'mfe_account/AuthView' ? { default: AuthView } : null));
    expect(await screen.findByRole('heading', { name: 'サインイン' })).toBeTruthy();
    expect(screen.queryByText('ダッシュボード')).toBeNull();
  });

  it('says sign-in is not available when mfe_account is not registered', async () => {
    stubFetch({ 'GET /auth/me': () => ({ status: 401 }), 'POST /auth/refresh': () => ({ status: 401 }) });
    renderApp('/');
    expect(await screen.findByText('この機能は現在ご利用いただけません。')).toBeTruthy();
  });

  it('switches to the layout when the sign-in view reports a user', async () => {
    stubFetch({
      'GET /auth/me': () => ({ status: 401 }),
      'POST /auth/refresh': () => ({ status: 401 }),
      'GET /api/management': () => ({ body: { data: MANAGEMENTS } }),
    });
    const AuthView = ({ onSignedIn }: { onSignedIn: (u: CurrentUser) => void }) => (
      <button onClick={() => onSignedIn(makeUser())}>ログイン</button>
    );
    renderApp('/', ['mfe_account'], async () => ({ default: AuthView }));
    fireEvent.click(await screen.findByRole('button', { name: 'ログイン' }));
    expect(await screen.findByTestId('dashboard')).toBeTruthy();
    expect(screen.getByTestId('user-menu').textContent).toContain('山田 太郎');
  });

  it('signed in: the layout with the menu, the years newest first and the dashboard', async () => {
    signedIn();
    renderApp('/');
    expect(await screen.findByTestId('dashboard')).toBeTruthy();
    expect(document.querySelector('[data-menu="dashboard"]')?.classList.contains('ant-menu-item-selected')).toBe(true);
    await waitFor(() => expect(within(screen.getByTestId('year-select')).getByText('2026年')).toBeTruthy());
    fireEvent.mouseDown(within(screen.getByTestId('year-select')).getByRole('combobox'));
    await screen.findByTitle('2024年');
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(options).toEqual(['2026年', '2025年', '2024年']);
  });

  it('sends unknown paths and sign-in paths to the dashboard once signed in', async () => {
    signedIn();
    renderApp('/no/such/page');
    await screen.findByTestId('dashboard');
    expect(location()).toBe('/dashboard');
  });

  it('shows "not available" for a screen whose remote is not registered', async () => {
    signedIn();
    renderApp('/brands');
    expect(await screen.findByText('この機能は現在ご利用いただけません。')).toBeTruthy();
    expect(document.querySelector('[data-menu="settings-brands"]')?.classList.contains('ant-menu-item-selected')).toBe(true);
  });

  it('passes the session and the route name to the remote screen', async () => {
    signedIn();
    const Works = ({ routeName, session }: { routeName: string; session: { managementId: string; pastYear: boolean } }) => (
      <p>
        {routeName}:{session.managementId}:{String(session.pastYear)}
      </p>
    );
    renderApp('/works', ['mfe_works'], async () => ({ default: Works }));
    expect(await screen.findByText('works:m-2026:false')).toBeTruthy();
  });

  it('a menu click navigates and logs the access', async () => {
    const { calls } = signedIn();
    renderApp('/dashboard');
    await screen.findByTestId('dashboard');
    fireEvent.click(within(document.querySelector<HTMLElement>('[data-menu="work-input"]')!).getByText('作業入力'));
    await waitFor(() => expect(location()).toBe('/work-histories/add'));
    expect(calls).toContainEqual({ method: 'POST', url: '/inasaku/accesslogs', body: { user_id: 'user-1', menu: '03', ope: '0' } });
  });

  it('changing the year on a detail screen goes to its list, remembers the year and marks it past', async () => {
    const { calls } = signedIn();
    const Screen = ({ routeName, session }: { routeName: string; session: { managementId: string; pastYear: boolean } }) => (
      <p>
        {routeName}:{session.managementId}:{String(session.pastYear)}
      </p>
    );
    renderApp('/works/item/edit', ['mfe_works'], async () => ({ default: Screen }));
    expect(await screen.findByText('works-item-edit:m-2026:false')).toBeTruthy();
    await chooseYear('2025年');
    await waitFor(() => expect(location()).toBe('/works'));
    expect(await screen.findByText('works:m-2025:true')).toBeTruthy();
    expect(localStorage.getItem(MANAGEMENT_STORAGE_KEY)).toBe('m-2025');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/inasaku/accesslogs')).toBe(true);
    expect(screen.getByText('過去の年度を表示しています。')).toBeTruthy();
    // A past year disables recording screens.
    expect(document.querySelector('[data-menu="work-input"]')?.classList.contains('ant-menu-item-disabled')).toBe(true);
  });

  it('changing the year on the dashboard reloads it in place', async () => {
    signedIn();
    let mounts = 0;
    const Widget = () => {
      mounts += 1;
      return <p>ログ</p>;
    };
    renderApp('/dashboard', ['mfe_works'], async (id) => (id === 'mfe_works/WorkLogWidget' ? { default: Widget } : null));
    await screen.findByText('ログ');
    const before = mounts;
    await chooseYear('2024年');
    await waitFor(() => expect(mounts).toBeGreaterThan(before));
    expect(location()).toBe('/dashboard');
  });

  it('starts on the year remembered in this browser', async () => {
    localStorage.setItem(MANAGEMENT_STORAGE_KEY, 'm-2024');
    signedIn();
    renderApp('/dashboard');
    await waitFor(() => expect(within(screen.getByTestId('year-select')).getByText('2024年')).toBeTruthy());
  });

  it('an expired account gets the read-only menu', async () => {
    signedIn(makeUser({ plan_type: 2 }));
    renderApp('/dashboard');
    await screen.findByTestId('dashboard');
    expect(screen.getByText('閲覧専用モードです。')).toBeTruthy();
    expect(document.querySelector('[data-menu="paddy-map"]')?.classList.contains('ant-menu-item-disabled')).toBe(true);
    expect(document.querySelector('[data-menu="inquiry"]')?.classList.contains('ant-menu-item-disabled')).toBe(false);
  });

  it('a menu click during the free period notices that it ran out and returns to the dashboard', async () => {
    let plan = 1;
    stubFetch({
      'GET /auth/me': () => ({ body: { data: makeUser({ plan_type: plan }) } }),
      'GET /api/management': () => ({ body: { data: MANAGEMENTS } }),
    });
    renderApp('/dashboard');
    await screen.findByTestId('dashboard');
    plan = 2;
    fireEvent.click(within(document.querySelector<HTMLElement>('[data-menu="paddy-map"]')!).getByText('ほ場マップ'));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    await waitFor(() => expect(screen.getByText('閲覧専用モードです。')).toBeTruthy());
    expect(document.querySelector('[data-menu="paddy-map"]')?.classList.contains('ant-menu-item-disabled')).toBe(true);
  });

  it('a menu click with a lost session shows the sign-in view; a network hiccup does not', async () => {
    let me: () => { status?: number; body?: unknown } = () => ({ body: { data: makeUser({ plan_type: 1 }) } });
    stubFetch({
      'GET /auth/me': () => me(),
      'POST /auth/refresh': () => ({ status: 401 }),
      'GET /api/management': () => ({ body: { data: MANAGEMENTS } }),
    });
    renderApp('/dashboard');
    await screen.findByTestId('dashboard');
    me = () => ({ status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'サーバーへの接続に失敗しました。' } } });
    fireEvent.click(within(document.querySelector<HTMLElement>('[data-menu="inquiry"]')!).getByText('お問い合わせ・ご要望'));
    await waitFor(() => expect(location()).toBe('/inquiry'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByTestId('user-menu')).toBeTruthy();
    me = () => ({ status: 401 });
    fireEvent.click(within(document.querySelector<HTMLElement>('[data-menu="dashboard"]')!).getByText('ダッシュボード'));
    expect(await screen.findByTestId('auth-view')).toBeTruthy();
  });

  it('on a narrow screen the menu opens from the hamburger', async () => {
    setViewportWidth(390);
    signedIn();
    renderApp('/dashboard');
    await screen.findByTestId('dashboard');
    expect(document.querySelector('[data-menu="dashboard"]')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'メニューを開く' }));
    });
    expect(await screen.findByText('お問い合わせ・ご要望')).toBeTruthy();
  });

  it('shows a connection error with 再読み込み when the gateway cannot be reached', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderApp('/dashboard');
    expect(await screen.findByText('サーバーへの接続に失敗しました。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeTruthy();
  });
  it('a new account gets the onboarding guide over the layout, with the system message in the menu header', async () => {
    localStorage.clear();
    stubFetch({
      'GET /auth/me': () => ({
        body: {
          data: makeUser({
            plan_type: 1, area_pos: null, area_name: null,
            display_mode: { type: 1, message: '無料期間は2026年12月31日までです。', water_management: false },
          }),
        },
      }),
      'GET /api/management': () => ({ body: { data: MANAGEMENTS } }),
      'GET /inasaku/paddy-field-areas': () => ({ body: { data: [] } }),
    });
    renderApp('/dashboard');
    expect(await screen.findByText('ホーム位置（地図の中心）が設定されていません。')).toBeTruthy();
    expect(screen.getByTestId('system-message').textContent).toBe('無料期間は2026年12月31日までです。');
    fireEvent.click(screen.getByTestId('onboarding-next'));
    expect(await screen.findByText('ほ場が登録されていません。')).toBeTruthy();
    fireEvent.click(screen.getByTestId('onboarding-next'));
    await waitFor(() => expect(location()).toBe('/markers'));
  });
});
