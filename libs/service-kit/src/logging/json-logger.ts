import { ConsoleLogger, type LogLevel } from '@nestjs/common';

const ORDER: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Levels up to and including `level` ('log' gives fatal, error, warn, log). */
export function logLevelsFrom(level: string): LogLevel[] {
  const index = ORDER.indexOf(level as LogLevel);
  return ORDER.slice(0, index < 0 ? ORDER.indexOf('log') + 1 : index + 1);
}

/** One JSON object per line, ready for a log collector. */
export function createJsonLogger(name: string, level = process.env.LOG_LEVEL ?? 'log'): ConsoleLogger {
  return new ConsoleLogger(name, { json: true, logLevels: logLevelsFrom(level), colors: false });
}
