import type { ZodType } from 'zod';
import { ERROR_CODES } from '@inasaku/contracts';
import { GatewayError } from '../nats/nats-bridge';

/** Parses with the contract schema; the first issue becomes the 400 answer, in Japanese. */
export function parseWith<T>(schema: ZodType<T> | undefined, value: unknown): T | Record<string, unknown> {
  if (!schema) return (value ?? {}) as Record<string, unknown>;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join('.') || undefined;
  const message = issue.code === 'custom' || /[^\x00-\x7F]/.test(issue.message) ? issue.message : '入力内容に誤りがあります。';
  throw new GatewayError({ statusCode: 400, code: ERROR_CODES.validation, message, field });
}
