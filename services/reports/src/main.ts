import 'reflect-metadata';
import { bootstrapService } from '@inasaku/service-kit';
import { AppModule, SERVICE_NAME } from './app.module';
import { loadReportsEnv } from './config/reports-env';

async function main(): Promise<void> {
  // Validate the whole environment before anything connects.
  const env = loadReportsEnv();
  await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: env.REPORTS_HEALTH_PORT });
}

main().catch((error: unknown) => {
  // The logger may not exist yet; one JSON line on stderr is enough to diagnose.
  process.stderr.write(`${JSON.stringify({ level: 'fatal', context: 'reports', message: (error as Error).message, stack: (error as Error).stack })}\n`);
  process.exit(1);
});
