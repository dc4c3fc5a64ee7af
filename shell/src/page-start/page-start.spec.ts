import { askEarly } from '../session/early-answers';
import { call } from '../signin/sign-in-api';
import { dropStarted, takeStarted } from '../session/started-requests';
import { MANAGEMENTS, makeUser, stubFetch } from '../test/fixtures';
import { MANAGEMENT_STORAGE_KEY } from '../year/management-year';
import { startPageRequests } from './page-start';

const FIELDS_OF_NEWEST = '/inasaku/paddy-fields?management_id=m-2026';
const WIDGET_PATHS = ['/inasaku/logs', '/inasaku/work-progress', '/api/informations', '/inasaku/watergate/logs', '/inasaku/weather-infos', '/api/sensor/all', '/api/sensor/alert'];

/** What the page holds asked ahead for the screens (libs/ui asked-ahead.ts), by URL. */
const askedAhead = () => (globalThis as { __inasakuAskedAhead?: Map<string, unknown> }).__inasakuAskedAhead ?? new Map();

/** Lets every answer of the stub and the page start's reading of them run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

function gateway(me: () => { status?: number; body?: unknown } = () => ({ body: { data: makeUser() } })) {
  return stubFetch({
    'GET /auth/me': me,
    'GET /api/management': () => ({ body: { data: MANAGEMENTS } }),
    'GET /inasaku/paddy-fields': () => ({ body: { data: [] } }),
  });
}

function open(pathname: string) {
  window.history.replaceState(null, '', pathname);
  startPageRequests(pathname);
}

afterEach(() => {
  dropStarted();
  askedAhead().clear();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe("the page's start (/early.js)", () => {
  it("asks the paddy-field list of the year the shell will choose as soon as the session and the year list are in", async () => {
    const { calls } = gateway();
    open('/paddy-fields/show');
    expect(calls.map((c) => c.url)).toEqual(['/auth/me', '/api/management']);
    await settle();
    expect(calls.map((c) => c.url)).toEqual(['/auth/me', '/api/management', FIELDS_OF_NEWEST]);
    expect(askedAhead().has(FIELDS_OF_NEWEST)).toBe(true);

    // The year remembered on this device, when it is one of the account's.
    localStorage.setItem(MANAGEMENT_STORAGE_KEY, 'm-2024');
    calls.length = 0;
    open('/paddy-fields/add');
    await settle();
    expect(calls.at(-1)?.url).toBe('/inasaku/paddy-fields?management_id=m-2024');
  });

  it("asks every dashboard widget's first page, once: the shell's own asking ahead then asks nothing", async () => {
    const user = makeUser({ water_management: true });
    const { calls } = gateway(() => ({ body: { data: user } }));
    open('/dashboard');
    await settle();
    const widgetCalls = () => calls.filter((c) => WIDGET_PATHS.includes(c.url.split('?')[0]));
    expect(new Set(widgetCalls().map((c) => c.url.split('?')[0]))).toEqual(new Set(WIDGET_PATHS));
    expect(widgetCalls().every((c) => c.url.includes('management_id=m-2026') || c.url.startsWith('/api/sensor/alert'))).toBe(true);
    const asked = widgetCalls().length;

    askEarly(user, '/dashboard');
    await settle();
    expect(widgetCalls()).toHaveLength(asked);
    // The year list was taken from the page's start too.
    expect(calls.filter((c) => c.url === '/api/management')).toHaveLength(1);
  });

  it('asks nothing more without a session (signed out, or one to renew), on other screens, and offline', async () => {
    const { calls } = gateway(() => ({ status: 401, body: null }));
    open('/paddy-fields/show');
    await settle();
    expect(calls.map((c) => c.url)).toEqual(['/auth/me', '/api/management']);

    const other = gateway();
    open('/work-histories/add');
    await settle();
    expect(other.calls.map((c) => c.url)).toEqual(['/auth/me', '/api/management']);

    const offline = gateway();
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    open('/dashboard');
    await settle();
    expect(offline.calls).toEqual([]);
  });

  it("leaves the session and the year list whole for the shell, which reads them itself", async () => {
    const user = makeUser();
    const { calls } = gateway(() => ({ body: { data: user } }));
    open('/paddy-fields/show');
    await settle();
    await expect(call('/auth/me')).resolves.toEqual(user);
    await expect(call('/api/management')).resolves.toEqual(MANAGEMENTS);
    expect(calls.filter((c) => c.url === '/auth/me' || c.url === '/api/management')).toHaveLength(2);
    expect(takeStarted('/auth/me')).toBeUndefined();
  });
});
