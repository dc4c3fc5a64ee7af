import type { INestApplication } from '@nestjs/common';
import { bootstrapService } from '@inasaku/service-kit';
import { startServiceHarness, type ServiceHarness } from '@inasaku/testing';
import { AppModule, SERVICE_NAME } from '../app.module';

export { eventually, newAccount, type TestAccount } from '@inasaku/testing';

export type FieldsHarness = ServiceHarness<INestApplication>;

/**
 * Boots the real fields service in-process against the test PostgreSQL, NATS and Redis.
 * Geocoders point at an unreachable address unless `env` says otherwise, so nothing can
 * leave the machine.
 */
export function startFieldsService(env: Record<string, string> = {}): Promise<FieldsHarness> {
  return startServiceHarness({
    schema: SERVICE_NAME,
    env: {
      GOOGLE_MAPS_API_KEY: '',
      GOOGLE_GEOCODING_API_KEY: '',
      GSI_ADDRESS_SEARCH_URL: 'http://127.0.0.1:9/gsi/search',
      GSI_REVERSE_GEOCODER_URL: 'http://127.0.0.1:9/gsi/reverse',
      POSTAL_CODE_URL: 'http://127.0.0.1:9/zip',
      GOOGLE_GEOCODING_URL: 'http://127.0.0.1:9/google',
      GEOCODER_TIMEOUT_MS: '2000',
      ...env,
    },
    boot: () => bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: 0, healthHost: '127.0.0.1' }),
  });
}
