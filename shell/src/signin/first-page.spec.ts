import { makeUser, stubFetch } from '../test/fixtures';
import { firstPage } from './first-page';

const signedOut = () =>
  stubFetch({
    'GET /auth/me': () => ({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'x' } } }),
    'POST /auth/refresh': () => ({ status: 401 }),
  });

describe('the first page', () => {
  it('is the light sign-in page when signed out on / or a deep link', async () => {
    signedOut();
    await expect(firstPage('/', null)).resolves.toEqual({ kind: 'signIn' });
    await expect(firstPage('/works', null)).resolves.toEqual({ kind: 'signIn' });
  });

  it('is the full app on the other auth screens, with router state, and on the bare pages', async () => {
    signedOut();
    await expect(firstPage('/forgot', null)).resolves.toEqual({ kind: 'full', props: { initialAuth: { status: 'signedOut' } } });
    await expect(firstPage('/', { usr: { notice: 'x' } })).resolves.toEqual({ kind: 'full', props: { initialAuth: { status: 'signedOut' } } });
    await expect(firstPage('/mobile/payment', null)).resolves.toEqual({ kind: 'full', props: {} });
  });

  it('is the full app with the user when the session is alive (after one refresh)', async () => {
    const user = makeUser();
    let refreshed = false;
    stubFetch({
      'GET /auth/me': () => (refreshed ? { body: { data: user } } : { status: 401, body: null }),
      'POST /auth/refresh': () => {
        refreshed = true;
        return { body: { data: null } };
      },
    });
    await expect(firstPage('/', null)).resolves.toEqual({ kind: 'full', props: { initialAuth: { status: 'signedIn', user } } });
  });

  it('lets the full app explain a server that does not answer', async () => {
    stubFetch({ 'GET /auth/me': () => ({ status: 503, body: null }) });
    await expect(firstPage('/', null)).resolves.toEqual({ kind: 'full', props: {} });
  });
});

describe('the first page without a network', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens the full app at once, asking the server nothing (the device keeps the session)', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { fn } = stubFetch({});
    await expect(firstPage('/work-histories/add', null)).resolves.toEqual({ kind: 'full', props: {} });
    expect(fn).not.toHaveBeenCalled();
  });
});
