import 'reflect-metadata';
import { bootstrapService } from '@inasaku/service-kit';
import { AppModule, SERVICE_NAME } from './app.module';
import { loadSigningKey } from '@inasaku/service-kit';
import { loadAccountEnv } from './config/account-env';

async function main(): Promise<void> {
  // Validate the whole environment before anything connects.
  const env = loadAccountEnv();
  // No session key in production: refuse now, with the reason, before anything connects.
  loadSigningKey(env);
  await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: env.ACCOUNT_HEALTH_PORT });
}

main().catch((error: unknown) => {
  // The logger may not exist yet; one JSON line on stderr is enough to diagnose.
  process.stderr.write(`${JSON.stringify({ level: 'fatal', context: 'account', message: (error as Error).message, stack: (error as Error).stack })}\n`);
  process.exit(1);
});
