import { loadIngestEnv } from './config/ingest-env';
import { startIngest } from './ingest-app';
import { ingestLog as log } from './metrics/ingest-log';

async function main(): Promise<void> {
  const env = loadIngestEnv();
  const app = await startIngest(env, log);
  log('info', 'listening', { http: app.httpPort, mqtt: app.mqttPort, metrics: `${env.SENSOR_INGEST_METRICS_HOST}:${app.metricsPort}` });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('info', 'stopping', { signal });
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${JSON.stringify({ level: 'fatal', context: 'sensor-ingest', message: (error as Error).message, stack: (error as Error).stack })}\n`);
  process.exit(1);
});
