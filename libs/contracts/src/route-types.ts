import type { z, ZodType } from 'zod';
import type { RouteDef } from './route-def';

/** The `:name` parameters of an Express-style path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOf<R extends RouteDef> = [PathParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<R['path']>, string | number> };

type QueryOf<R extends RouteDef> = R extends { query: infer Q extends ZodType } ? { query?: z.input<Q> } : { query?: undefined };

type BodyOf<R extends RouteDef> = R extends { body: infer B extends ZodType } ? { body: z.input<B> } : { body?: undefined };

/** What a call of the route sends: its path parameters, its query (GET) and its body (writes). */
export type RouteInput<R extends RouteDef> = ParamsOf<R> & QueryOf<R> & BodyOf<R>;

/** The `data` of the route's answer, as its response schema reads it. */
export type RouteAnswer<R extends RouteDef> = z.output<R['response']>;
