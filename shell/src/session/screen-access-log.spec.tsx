import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { App } from '../App';
import { ONBOARDING_FLAG_KEYS } from '../onboarding/onboarding';
import { MANAGEMENTS, Providers, makeUser, setViewportWidth, stubFetch } from '../test/fixtures';
import { resetOpenings } from './useScreenAccessLog';

const REMOTES = ['mfe_fields', 'mfe_water', 'mfe_works', 'mfe_reports', 'mfe_account'];

/** Any remote screen: its route name, and a link inside it as screens have (the dashboard's sensor row). */
function Screen({ routeName }: { routeName: string }) {
  const navigate = useNavigate();
  return (
    <div>
      <p>screen:{routeName}</p>
      <button type="button" onClick={() => navigate('/water/show?prmLat=37.1&prmLng=138.9')}>
        link
      </button>
    </div>
  );
}

/** The browser's back and forward buttons. */
function History() {
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{useLocation().pathname}</output>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        forward
      </button>
    </>
  );
}

function renderApp(path: string, logAnswer: () => { status?: number; body?: unknown } = () => ({ body: { data: { log_id: 'l' } } })) {
  const { calls, fn } = stubFetch({
    'GET /auth/me': () => ({ body: { data: makeUser() } }),
    'GET /api/management': () => ({ body: { data: MANAGEMENTS } }),
    'POST /inasaku/accesslogs': logAnswer,
  });
  render(
    <StrictMode>
      <Providers path={path} remotes={REMOTES} loader={async () => ({ default: Screen })}>
        <App />
        <History />
      </Providers>
    </StrictMode>,
  );
  const logged = () => calls.filter((c) => c.method === 'POST' && c.url === '/inasaku/accesslogs').map((c) => (c.body as { menu: string }).menu);
  const keys = () =>
    fn.mock.calls
      .filter(([url, init]) => String(url).endsWith('/inasaku/accesslogs') && init?.method === 'POST')
      .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
  return { logged, keys, fn };
}

const click = (text: string) => fireEvent.click(screen.getByText(text));
const menu = (key: string) => fireEvent.click(document.querySelector<HTMLElement>(`[data-menu="${key}"]`)!.querySelector('.ant-menu-title-content')!);
const where = () => screen.getByTestId('location').textContent;

async function chooseYear(label: string) {
  fireEvent.mouseDown(within(screen.getByTestId('year-select')).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(label));
}

/** Lets late effects and fetches run, so a second log would be seen. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

describe('access log of screen openings (ope 0)', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const key of Object.values(ONBOARDING_FLAG_KEYS)) localStorage.setItem(key, '1');
    setViewportWidth(1280);
    resetOpenings();
  });

  it('a screen opened by its URL sends its code once, under StrictMode', async () => {
    const { logged } = renderApp('/paddy-fields/show');
    await screen.findByText('screen:paddy-field-show', {}, { timeout: 15000 });
    await settle();
    expect(logged()).toEqual(['24']);
  });

  it('the sensor page sends 27, the header screens 18 and 19', async () => {
    for (const [path, code] of [['/sensors', '27'], ['/personal-settings', '18'], ['/payment', '19']]) {
      resetOpenings();
      const { logged } = renderApp(path);
      await screen.findByText(/^screen:/, {}, { timeout: 15000 });
      await settle();
      expect([path, logged()]).toEqual([path, [code]]);
      document.body.innerHTML = '';
    }
  });

  it('menu, a link inside a screen, back and forward each send the code of the screen they open, once', async () => {
    const { logged } = renderApp('/dashboard');
    await screen.findByTestId('dashboard', {}, { timeout: 15000 });
    await settle();
    menu('water-gate-map');
    await screen.findByText('screen:water-gate-put-show');
    click('link');
    await screen.findByText('screen:water-show');
    click('back');
    await screen.findByText('screen:water-gate-put-show');
    click('back');
    await screen.findByTestId('dashboard');
    click('forward');
    await screen.findByText('screen:water-gate-put-show');
    await settle();
    expect(logged()).toEqual(['01', '23', '22', '23', '01', '23']);
  });

  it('a menu entry clicked on its own screen reloads it and sends its code once', async () => {
    const { logged } = renderApp('/brands');
    await screen.findByText('screen:brands', {}, { timeout: 15000 });
    await settle();
    menu('settings-brands');
    await settle();
    expect(logged()).toEqual(['12', '12']);
  });

  it('two openings of the same screen are two rows, even when the first answer was lost (never a retry of it)', async () => {
    const { logged, keys, fn } = renderApp('/brands', () => ({ status: 503 }));
    await screen.findByText('screen:brands', {}, { timeout: 15000 });
    await settle();
    menu('settings-brands');
    await settle();
    expect(logged()).toEqual(['12', '12']);
    expect(new Set(keys()).size).toBe(2);
    // Kept alive: a new page load right after the opening does not cut the record off.
    expect(fn.mock.calls.filter(([url]) => String(url).endsWith('/inasaku/accesslogs')).every(([, init]) => init?.keepalive === true)).toBe(true);
  });

  it('a year change that reloads the screen in place sends its code once', async () => {
    const { logged } = renderApp('/archives/water-histories');
    await screen.findByText('screen:archives-water', {}, { timeout: 15000 });
    await settle();
    await chooseYear('2025年');
    await settle();
    expect(logged()).toEqual(['28', '28']);
  });

  it('a year change that moves a detail screen to its list sends the list code once', async () => {
    const { logged } = renderApp('/works/item/edit');
    await screen.findByText('screen:works-item-edit', {}, { timeout: 15000 });
    await settle();
    await chooseYear('2025年');
    await screen.findByText('screen:works');
    await settle();
    expect(logged()).toEqual(['13', '13']);
  });

  it('an unknown path sends only the dashboard it lands on', async () => {
    const { logged } = renderApp('/no-such-screen');
    await screen.findByTestId('dashboard', {}, { timeout: 15000 });
    await waitFor(() => expect(where()).toBe('/dashboard'));
    await settle();
    expect(logged()).toEqual(['01']);
  });
});
