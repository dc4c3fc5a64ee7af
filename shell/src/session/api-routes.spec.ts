import { ROUTES } from '@inasaku/contracts';
import { API_ROUTES } from './api-routes';

describe("the shell's routes", () => {
  it('are the contract routes of the same name as a client reads them (method, path, auth, year)', () => {
    for (const [name, route] of Object.entries(API_ROUTES)) {
      const contract: { method: string; path: string; auth: string; yearScoped?: boolean } = ROUTES[name as keyof typeof API_ROUTES];
      const { method, path, auth, yearScoped } = contract;
      expect([name, route]).toEqual([name, { method, path, auth, ...(yearScoped === undefined ? {} : { yearScoped }) }]);
    }
  });
});
