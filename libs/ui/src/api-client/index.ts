export { callApi } from './call-api';
export type { CallOptions } from './route-types';
export type { RouteAnswer } from '@inasaku/contracts';
