import type { INestApplication } from '@nestjs/common';
import { ApplicationConfig, ModulesContainer } from '@nestjs/core';
import { RpcMetricsInterceptor } from '../metrics/rpc-metrics.interceptor';
import { handlerMethodsOf } from './handler-methods';
import { RpcAllExceptionsFilter } from './rpc-exception.filter';

/** Nest's metadata keys (@nestjs/microservices and @nestjs/common constants, not exported from their roots). */
const PATTERN_METADATA = 'microservices:pattern';
const PATTERN_HANDLER_METADATA = 'microservices:handler_type';
const TRANSPORT_METADATA = 'microservices:transport';
const ROUTE_ARGS_METADATA = '__routeArguments__';
const ENHANCER_METADATA = ['__guards__', '__interceptors__', '__pipes__', '__exceptionFilters__'];
/** PatternHandler.MESSAGE and RpcParamtype.PAYLOAD. */
const MESSAGE_HANDLER = 1;
const PAYLOAD_PARAM = 3;

/** A @MessagePattern method called with the request's data as Nest would call it, and what runs around it. */
export interface DirectHandlers {
  handlers: Map<string, (data: unknown) => unknown>;
  tracker: RpcMetricsInterceptor;
  filter: RpcAllExceptionsFilter;
}

const declared = (value: unknown) => Array.isArray(value) && value.length > 0;

/**
 * The handlers the NATS server may call itself (ServiceNatsServer) rather than through Nest's
 * chain, keyed by subject: a @MessagePattern method of a singleton controller whose only
 * parameter is `@Payload() data` (no property, no pipe), with no guard, interceptor, pipe or filter
 * of its own or of its controller. Only when the application has no global enhancer but the two
 * every service has, which the server then applies itself: RpcMetricsInterceptor (metrics,
 * request scope, in-flight count) and RpcAllExceptionsFilter (the error body). Anything else, and
 * every request that carries an Idempotency-Key, keeps Nest's way. Null when the application does
 * not qualify.
 */
export function directHandlersOf(app: INestApplication): DirectHandlers | null {
  const config = (app as unknown as { config?: unknown }).config;
  if (!(config instanceof ApplicationConfig)) return null;
  const interceptors = config.getGlobalInterceptors();
  const filters = config.getGlobalFilters();
  const tracker = interceptors[0];
  const filter = filters[0];
  if (interceptors.length !== 1 || !(tracker instanceof RpcMetricsInterceptor)) return null;
  if (filters.length !== 1 || !(filter instanceof RpcAllExceptionsFilter)) return null;
  if (config.getGlobalGuards().length || config.getGlobalPipes().length) return null;
  if (config.getGlobalRequestGuards().length || config.getGlobalRequestPipes().length) return null;
  if (config.getGlobalRequestInterceptors().length || config.getGlobalRequestFilters().length) return null;
  const handlers = new Map<string, (data: unknown) => unknown>();
  const ambiguous = new Set<string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | null | undefined;
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof type !== 'function' || wrapper.isTransient || !wrapper.isDependencyTreeStatic()) continue;
      const controllerEnhanced = ENHANCER_METADATA.some((k) => declared(Reflect.getMetadata(k, type)));
      for (const [name, method] of handlerMethodsOf(type)) {
        const patterns = Reflect.getMetadata(PATTERN_METADATA, method) as unknown[] | undefined;
        if (!Array.isArray(patterns)) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}) as Record<string, { data?: unknown; pipes?: unknown[] }>;
        const keys = Object.keys(args);
        const direct =
          !controllerEnhanced &&
          Reflect.getMetadata(PATTERN_HANDLER_METADATA, method) === MESSAGE_HANDLER &&
          Reflect.getMetadata(TRANSPORT_METADATA, method) === undefined &&
          !ENHANCER_METADATA.some((k) => declared(Reflect.getMetadata(k, method))) &&
          keys.length === 1 && keys[0] === `${PAYLOAD_PARAM}:0` && args[keys[0]].data === undefined && !declared(args[keys[0]].pipes);
        for (const pattern of patterns) {
          if (typeof pattern !== 'string') continue;
          // A subject handled twice (or once another way) is left to Nest, which decides between them.
          if (!direct || handlers.has(pattern)) ambiguous.add(pattern);
          else handlers.set(pattern, (data) => (method as (data: unknown) => unknown).call(instance, data));
        }
      }
    }
  }
  for (const pattern of ambiguous) handlers.delete(pattern);
  return { handlers, tracker, filter };
}
