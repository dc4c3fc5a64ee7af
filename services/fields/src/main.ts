import 'reflect-metadata';
import { bootstrapService, runService } from '@inasaku/service-kit';
import { AppModule, SERVICE_NAME } from './app.module';
import { loadFieldsEnv } from './config/fields-env';

runService(SERVICE_NAME, async () => {
  // Validate the whole environment before anything connects.
  const env = loadFieldsEnv();
  await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: env.FIELDS_HEALTH_PORT });
});
