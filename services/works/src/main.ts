import 'reflect-metadata';
import { bootstrapService, runService } from '@inasaku/service-kit';
import { AppModule, SERVICE_NAME } from './app.module';
import { loadWorksEnv } from './config/works-env';

runService(SERVICE_NAME, async () => {
  // Validate the whole environment before anything connects.
  const env = loadWorksEnv();
  await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: env.WORKS_HEALTH_PORT });
});
