/** One JSON line per event on stdout, like the NestJS services' logs (collected by the process manager). */
export type IngestLog = (level: 'info' | 'warn' | 'error' | 'fatal', message: string, extra?: Record<string, unknown>) => void;

export const ingestLog: IngestLog = (level, message, extra = {}) => {
  const line = JSON.stringify({ level, context: 'sensor-ingest', timestamp: Date.now(), message, ...extra });
  if (level === 'error' || level === 'fatal') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
};
