import { HTTP_ROUTES, ROUTES, errorsOf } from './http-routes';
import { ERROR_CODES } from './errors';
import { ACCOUNT_ROUTES } from './account/routes';
import { AUTH_ROUTES } from './account/auth-routes';
import { FIELDS_ROUTES } from './fields/routes';
import { WORKS_ROUTES } from './works/routes';
import { WATER_ROUTES } from './water/routes';
import { WEATHER_ROUTES } from './weather/routes';
import { REPORTS_ROUTES } from './reports/routes';

const typeOf = (schema: unknown) => (schema as { _zod: { def: { type: string } } })._zod.def.type;

describe('the named route table', () => {
  it('is the gateway table: every route once, no name of one domain hiding another', () => {
    const domains = [AUTH_ROUTES, ACCOUNT_ROUTES, FIELDS_ROUTES, WORKS_ROUTES, WATER_ROUTES, WEATHER_ROUTES, REPORTS_ROUTES];
    expect(Object.keys(ROUTES)).toHaveLength(domains.reduce((n, d) => n + Object.keys(d).length, 0));
    expect(HTTP_ROUTES).toEqual(Object.values(ROUTES));
    expect(new Set(HTTP_ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(HTTP_ROUTES.length);
  });

  it('declares the answer of every route (nothing left as unknown or any)', () => {
    const undeclared = Object.entries(ROUTES).filter(([, r]) => ['unknown', 'any'].includes(typeOf(r.response))).map(([name]) => name);
    expect(undeclared).toEqual([]);
  });

  it('refuses an answer with a field renamed or missing', () => {
    const brand = { brand_id: 'b1', brand_name: 'コシヒカリ', management_id: 'm1', sort_key: 1 };
    expect(ROUTES['brands.create'].response.safeParse(brand).success).toBe(true);
    const { brand_name, ...renamed } = brand;
    expect(ROUTES['brands.create'].response.safeParse({ ...renamed, name: brand_name }).success).toBe(false);
    expect(ROUTES['brands.list'].response.safeParse([brand, renamed]).success).toBe(false);
  });

  it('names the error codes of each route: those of its kind, then its own', () => {
    expect(errorsOf(ROUTES['maintenance.get'])).toEqual([ERROR_CODES.serviceUnavailable, ERROR_CODES.timeout, ERROR_CODES.internal]);
    expect(errorsOf(ROUTES['auth.signIn'])).toEqual(expect.arrayContaining([ERROR_CODES.validation, ERROR_CODES.invalidCredentials, ERROR_CODES.limitExceeded]));
    expect(errorsOf(ROUTES['brands.list'])).not.toContain(ERROR_CODES.forbidden);
    expect(errorsOf(ROUTES['seasons.order'])).toEqual(expect.arrayContaining([ERROR_CODES.unauthorized, ERROR_CODES.forbidden, 'ORDER_CONFLICT']));
    expect(errorsOf(ROUTES['sensors.list'])).toContain(ERROR_CODES.forbidden);
  });
});
