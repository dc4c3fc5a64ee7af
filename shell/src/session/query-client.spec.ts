describe('scopeQueryCache', () => {
  it("keeps what was asked for the page's first user before the layout rendered, and drops it for another user", () => {
    jest.isolateModules(() => {
      const { queryClient, scopeQueryCache } = require('./query-client') as typeof import('./query-client');
      const yearList = ['api', 'GET /api/management', 'acc-1'];
      queryClient.setQueryData(yearList, [{ management_id: 'm-2026' }]);
      scopeQueryCache('user-1', 'm-2026');
      expect(queryClient.getQueryData(yearList)).toEqual([{ management_id: 'm-2026' }]);
      scopeQueryCache('user-1', 'm-2026');
      expect(queryClient.getQueryData(yearList)).toEqual([{ management_id: 'm-2026' }]);
      scopeQueryCache('user-2', 'm-2026');
      expect(queryClient.getQueryData(yearList)).toBeUndefined();
    });
  });
});
