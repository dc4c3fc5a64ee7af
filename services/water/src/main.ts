import 'reflect-metadata';
import { bootstrapService, runService } from '@inasaku/service-kit';
import { AppModule, SERVICE_NAME } from './app.module';
import { loadWaterEnv } from './config/water-env';

runService(SERVICE_NAME, async () => {
  // Validate the whole environment before anything connects.
  const env = loadWaterEnv();
  await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: env.WATER_HEALTH_PORT });
});
