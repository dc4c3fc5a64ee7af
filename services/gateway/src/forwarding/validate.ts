import type { ZodType } from 'zod';
import { ERROR_CODES, parseRouteInput } from '@inasaku/contracts';
import { GatewayError } from '../nats/nats-bridge';

/**
 * Parses with the contract (character floor, then the route's schema); the first issue becomes
 * the 400 answer, in Japanese. Without a schema the input passes as it came, once its text is clean.
 */
export function parseWith<T>(schema: ZodType<T> | undefined, value: unknown): T | Record<string, unknown> {
  const result = parseRouteInput(schema, value);
  if (result.success) return (result.data ?? {}) as T | Record<string, unknown>;
  const field = result.path.map(String).join('.') || undefined;
  const message = result.code === 'custom' || /[^\x00-\x7F]/.test(result.message) ? result.message : '入力内容に誤りがあります。';
  throw new GatewayError({ statusCode: 400, code: ERROR_CODES.validation, message, field });
}
