import 'reflect-metadata';
import { bootstrapService, loadSigningKey, runService } from '@inasaku/service-kit';
import { AppModule, SERVICE_NAME } from './app.module';
import { loadAccountEnv } from './config/account-env';

runService(SERVICE_NAME, async () => {
  // Validate the whole environment before anything connects.
  const env = loadAccountEnv();
  // No session key in production: refuse now, with the reason, before anything connects.
  loadSigningKey(env);
  await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: env.ACCOUNT_HEALTH_PORT });
});
