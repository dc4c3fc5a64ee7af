import { anonymousContext } from '@inasaku/contracts';
import { ManagementResolver } from './management-resolver';

const Y2025 = { management_id: 'm-2025', start_datetime: '2025-01-01T00:00:00+09:00' };
const Y2026 = { management_id: 'm-2026', start_datetime: '2026-01-01T00:00:00+09:00' };
const ctx = (managementId: string | null = null) => ({ ...anonymousContext('r'), accountId: 'a1', managementId });

describe('ManagementResolver', () => {
  it('uses the newest year by default and caches the list', async () => {
    const request = jest.fn().mockResolvedValue([Y2025, Y2026]);
    const resolver = new ManagementResolver({ request });
    expect(await resolver.resolve(ctx())).toMatchObject({ managementId: 'm-2026', pastYear: false });
    expect(await resolver.resolve(ctx('m-2025'))).toMatchObject({ managementId: 'm-2025', pastYear: true });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks again for a year created since the list was cached, and refuses a foreign one', async () => {
    const request = jest.fn().mockResolvedValueOnce([Y2025]).mockResolvedValue([Y2025, Y2026]);
    const resolver = new ManagementResolver({ request });
    await resolver.resolve(ctx());
    expect(await resolver.resolve(ctx('m-2026'))).toMatchObject({ managementId: 'm-2026', pastYear: false });
    await expect(resolver.resolve(ctx('m-foreign'))).rejects.toMatchObject({ body: { statusCode: 404 } });
  });
});
