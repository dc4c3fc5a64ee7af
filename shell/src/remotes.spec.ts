import { loadRemoteList } from './remotes';

const answer = (status: number, body: unknown) => jest.fn(async () => ({ ok: status < 300, status, json: async () => body }) as Response);

describe('loadRemoteList', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('registers every remote of remotes.json with an absolute manifest URL', async () => {
    const register = jest.fn();
    const list = await loadRemoteList(
      register,
      answer(200, [
        { name: 'mfe_account', entry: '/mfe/account/mf-manifest.json' },
        { name: 'mfe_fields', entry: 'https://cdn.example.jp/fields/mf-manifest.json' },
        { bogus: true },
      ]),
    );
    expect(list).toEqual({ status: 'ready', names: ['mfe_account', 'mfe_fields'] });
    expect(register).toHaveBeenCalledWith([
      { name: 'mfe_account', entry: `${window.location.origin}/mfe/account/mf-manifest.json` },
      { name: 'mfe_fields', entry: 'https://cdn.example.jp/fields/mf-manifest.json' },
    ]);
  });

  it('reports failure instead of throwing when remotes.json is unreachable', async () => {
    const register = jest.fn();
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadRemoteList(register, down)).resolves.toEqual({ status: 'failed', names: [] });
    await expect(loadRemoteList(register, answer(502, null))).resolves.toEqual({ status: 'failed', names: [] });
    await expect(loadRemoteList(register, answer(200, { not: 'a list' }))).resolves.toEqual({ status: 'failed', names: [] });
    expect(register).not.toHaveBeenCalled();
  });
});
