import 'reflect-metadata';
import { bootstrapService } from '@inasaku/service-kit';
import { AppModule, SERVICE_NAME } from './app.module';
import { loadWaterEnv } from './config/water-env';

async function main(): Promise<void> {
  // Validate the whole environment before anything connects.
  const env = loadWaterEnv();
  await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: env.WATER_HEALTH_PORT });
}

main().catch((error: unknown) => {
  // The logger may not exist yet; one JSON line on stderr is enough to diagnose.
  process.stderr.write(`${JSON.stringify({ level: 'fatal', context: 'water', message: (error as Error).message, stack: (error as Error).stack })}\n`);
  process.exit(1);
});
