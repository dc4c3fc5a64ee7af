import { QueryObserver } from '@tanstack/react-query';
import { createTestQueryClient } from '@inasaku/ui';
import { MANAGEMENTS, makeUser, stubFetch } from '../test/fixtures';
import { prefetchYearList, yearListQuery } from './year-list';

describe('the year list asked as soon as the user is known', () => {
  it('is asked once: the frame mounting afterwards takes the answer the sign-in asked for', async () => {
    const { calls } = stubFetch({ 'GET /api/management': () => ({ body: { data: MANAGEMENTS } }) });
    const client = createTestQueryClient();
    const user = makeUser();
    prefetchYearList(client, user);
    // The frame mounts while the request is under way, and once more after it answered.
    const first = new QueryObserver(client, yearListQuery(user));
    const unsubscribe = first.subscribe(() => undefined);
    await new Promise((r) => setTimeout(r, 0));
    await client.getQueryCache().find({ queryKey: yearListQuery(user).queryKey })!.promise;
    const second = new QueryObserver(client, yearListQuery(user));
    const unsubscribeSecond = second.subscribe(() => undefined);
    expect(second.getCurrentResult().data).toEqual(MANAGEMENTS);
    expect(calls.filter((c) => c.url.includes('/api/management'))).toHaveLength(1);
    unsubscribe();
    unsubscribeSecond();
  });
});
