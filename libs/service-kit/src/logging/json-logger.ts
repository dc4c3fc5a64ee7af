import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { currentRequestScope } from './request-scope';

const ORDER: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Levels up to and including `level` ('log' gives fatal, error, warn, log). */
export function logLevelsFrom(level: string): LogLevel[] {
  const index = ORDER.indexOf(level as LogLevel);
  return ORDER.slice(0, index < 0 ? ORDER.indexOf('log') + 1 : index + 1);
}

/**
 * JSON lines that also name the request being handled (requestId and NATS subject), set by the
 * RPC interceptor from the gateway's request context: grep one id across every service's logs.
 */
class RequestAwareLogger extends ConsoleLogger {
  protected override getJsonLogObject(message: unknown, options: Parameters<ConsoleLogger['getJsonLogObject']>[1]) {
    const entry = super.getJsonLogObject(message, options);
    const scope = currentRequestScope();
    return scope ? { ...entry, requestId: scope.requestId, subject: scope.subject } : entry;
  }
}

/** One JSON object per line, ready for a log collector. */
export function createJsonLogger(name: string, level = process.env.LOG_LEVEL ?? 'log'): ConsoleLogger {
  return new RequestAwareLogger(name, { json: true, logLevels: logLevelsFrom(level), colors: false });
}
