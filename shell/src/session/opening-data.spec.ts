import { QueryObserver, type QueryClient, type QueryObserverOptions } from '@tanstack/react-query';
import { ROUTES } from '@inasaku/contracts';
import { createTestQueryClient, routeQuery, setQueryYear } from '@inasaku/ui';
import { MANAGEMENTS, makeUser, stubFetch } from '../test/fixtures';
import { MANAGEMENT_STORAGE_KEY } from '../year/management-year';
import { askEarly } from './early-answers';
import { prefetchOpeningData } from './opening-data';
import { yearListQuery } from './year-list';

const FIELDS = [{ paddy_field_id: 'f1' }];

function setUp() {
  const { calls } = stubFetch({
    'GET /api/management': () => ({ body: { data: MANAGEMENTS } }),
    'GET /inasaku/paddy-fields': () => ({ body: { data: FIELDS } }),
  });
  return { calls, client: createTestQueryClient(), user: makeUser() };
}

const storageWith = (managementId: string | null) =>
  ({ getItem: (key: string) => (key === MANAGEMENT_STORAGE_KEY ? managementId : null), setItem: () => undefined }) as unknown as Storage;

/** The paddy-field screens' own query (mfe-fields: useRouteQuery of the contract's route, the year's input). */
const screenQuery = (managementId: string) =>
  routeQuery(ROUTES['paddyFields.list'], { query: { management_id: managementId } }, managementId);

/** A screen mounting: its query observed until `unmount`. */
function mountScreen<T>(client: QueryClient, options: QueryObserverOptions<T>) {
  const screen = new QueryObserver<T>(client, options);
  return { screen, unmount: screen.subscribe(() => undefined) };
}

/** The next task: a mounted screen's fetch has started. */
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the opening screen's data asked ahead", () => {
  it('asks the paddy-field list of the newest year once; the screen mounting afterwards takes that answer', async () => {
    const { calls, client, user } = setUp();
    await prefetchOpeningData(client, '/paddy-fields/show', user, storageWith(null));
    setQueryYear(client, 'm-2026');
    const mounted = mountScreen(client, screenQuery('m-2026'));
    expect(mounted.screen.getCurrentResult().data).toEqual(FIELDS);
    await tick();
    expect(calls.map((c) => c.url.replace(/^https?:\/\/[^/]+/, ''))).toEqual(['/api/management', '/inasaku/paddy-fields?management_id=m-2026']);
    mounted.unmount();
  });

  it('serves the first mount only: a screen mounted again (ほ場登録 registers, then ほ場マップ opens) asks the server', async () => {
    const { calls, client, user } = setUp();
    await prefetchOpeningData(client, '/paddy-fields/add', user, storageWith(null));
    setQueryYear(client, 'm-2026');
    const add = mountScreen(client, client.defaultQueryOptions(screenQuery('m-2026')));
    await tick();
    expect(calls).toHaveLength(2);
    add.unmount();
    const show = mountScreen(client, client.defaultQueryOptions(screenQuery('m-2026')));
    await tick();
    expect(calls.map((c) => c.url)).toEqual(['/api/management', '/inasaku/paddy-fields?management_id=m-2026', '/inasaku/paddy-fields?management_id=m-2026']);
    show.unmount();
  });

  it('is asked ahead once per page: asked again after the screen mounted, it does not serve the next mount', async () => {
    const { calls, client, user } = setUp();
    await prefetchOpeningData(client, '/paddy-fields/add', user, storageWith(null));
    setQueryYear(client, 'm-2026');
    const add = mountScreen(client, screenQuery('m-2026'));
    await tick();
    // The full app mounting asks for the page's opening once more.
    await prefetchOpeningData(client, '/paddy-fields/add', user, storageWith(null));
    add.unmount();
    const show = mountScreen(client, screenQuery('m-2026'));
    await tick();
    expect(calls.filter((c) => c.url.startsWith('/inasaku/paddy-fields'))).toHaveLength(2);
    show.unmount();
  });

  it('takes over the requests the first page started before the full app loaded: each is asked once', async () => {
    const { calls, client, user } = setUp();
    askEarly(user, '/paddy-fields/show');
    await tick();
    // Both asked before the cache exists for them.
    expect(calls.map((c) => c.url)).toEqual(['/api/management', '/inasaku/paddy-fields?management_id=m-2026']);
    await prefetchOpeningData(client, '/paddy-fields/show', user, storageWith(null));
    expect(client.getQueryData(yearListQuery(user).queryKey)).toEqual(MANAGEMENTS);
    expect(client.getQueryData(screenQuery('m-2026').queryKey)).toEqual(FIELDS);
    expect(calls).toHaveLength(2);
    // Taken once: a later refresh asks the server again.
    await client.refetchQueries({ queryKey: screenQuery('m-2026').queryKey });
    expect(calls).toHaveLength(3);
  });

  it('asks again the usual way when a request started early failed', async () => {
    const { calls, client, user } = setUp();
    let first = true;
    stubFetch({
      'GET /api/management': () => ({ body: { data: MANAGEMENTS } }),
      'GET /inasaku/paddy-fields': () => (first ? ((first = false), { status: 503, body: { error: { code: 'UNAVAILABLE', message: '…' } } }) : { body: { data: FIELDS } }),
    });
    askEarly(user, '/paddy-fields/show');
    await tick();
    await prefetchOpeningData(client, '/paddy-fields/show', user, storageWith(null));
    expect(client.getQueryData(screenQuery('m-2026').queryKey)).toEqual(FIELDS);
    expect(calls).toHaveLength(0); // the first stub's record: every call went to the second
  });

  it('asks for the year remembered on this device when it is one of the account', async () => {
    const { calls, client, user } = setUp();
    await prefetchOpeningData(client, '/paddy-fields/add', user, storageWith('m-2024'));
    expect(calls.at(-1)?.url).toContain('management_id=m-2024');
    expect(client.getQueryData(screenQuery('m-2024').queryKey)).toEqual(FIELDS);
    await prefetchOpeningData(client, '/paddy-fields/add', user, storageWith('another-accounts-year'));
    expect(calls.at(-1)?.url).toContain('management_id=m-2026');
  });

  it('asks nothing more for a screen without first data, nor without a year list', async () => {
    const { calls, client, user } = setUp();
    await prefetchOpeningData(client, '/dashboard', user, null);
    expect(calls).toHaveLength(0);
    stubFetch({ 'GET /api/management': () => ({ status: 503, body: { error: { code: 'UNAVAILABLE', message: '…' } } }) });
    const failing = createTestQueryClient();
    await prefetchOpeningData(failing, '/paddy-fields/show', user, null);
    expect(failing.getQueryCache().findAll({ queryKey: ['api', 'GET /inasaku/paddy-fields'] })).toHaveLength(0);
  });
});
