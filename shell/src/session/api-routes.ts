import type { ROUTES } from '@inasaku/contracts';

type ContractRoutes = typeof ROUTES;
type ShellRouteName =
  | 'auth.me' | 'auth.signOut' | 'managements.list' | 'accessLogs.create' | 'paddyFields.areas' | 'paddyFields.list' | 'weatherInfos.get';

/** What a client reads of a route (callApi and the query keys): no schemas. */
type ClientPart<R> = Pick<R, Extract<keyof R, 'method' | 'path' | 'auth' | 'yearScoped'>>;

const route = <N extends ShellRouteName>(part: ClientPart<ContractRoutes[N]>) => part as unknown as ContractRoutes[N];

/**
 * The gateway routes the shell calls, by method and path only, typed as the contract's. The
 * contract's route table builds every zod schema of every domain when it is loaded (about 45 KB
 * compressed with zod, and a good part of a second of a slow phone's CPU): the signed-in frame
 * and the offline start do without it. api-routes.spec.ts keeps these equal to the contract.
 */
export const API_ROUTES = {
  'auth.me': route<'auth.me'>({ method: 'GET', path: '/auth/me', auth: 'session', yearScoped: false }),
  'auth.signOut': route<'auth.signOut'>({ method: 'POST', path: '/auth/sign-out', auth: 'none' }),
  'managements.list': route<'managements.list'>({ method: 'GET', path: '/api/management', auth: 'session', yearScoped: false }),
  'accessLogs.create': route<'accessLogs.create'>({ method: 'POST', path: '/inasaku/accesslogs', auth: 'session', yearScoped: false }),
  'paddyFields.areas': route<'paddyFields.areas'>({ method: 'GET', path: '/inasaku/paddy-field-areas', auth: 'session' }),
  'paddyFields.list': route<'paddyFields.list'>({ method: 'GET', path: '/inasaku/paddy-fields', auth: 'session' }),
  'weatherInfos.get': route<'weatherInfos.get'>({ method: 'GET', path: '/inasaku/weather-infos', auth: 'session' }),
} satisfies { [N in ShellRouteName]: ContractRoutes[N] };
