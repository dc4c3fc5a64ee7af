import 'reflect-metadata';
import { bootstrapService, runService } from '@inasaku/service-kit';
import { AppModule, SERVICE_NAME } from './app.module';
import { loadReportsEnv } from './config/reports-env';

runService(SERVICE_NAME, async () => {
  // Validate the whole environment before anything connects.
  const env = loadReportsEnv();
  await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: env.REPORTS_HEALTH_PORT });
});
