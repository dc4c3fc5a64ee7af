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

/**
 * `n` paddy fields of one account's year inserted in one statement (large-account tests: the point
 * is the list, not n create requests): ほ場1…ほ場n, 12.34 a, 耕作者1…, 100 characters of remarks each.
 */
export async function insertManyFields(h: FieldsHarness, accountId: string, managementId: string, n: number): Promise<void> {
  await h.sql(
    `INSERT INTO fields.paddy_fields
       (paddy_field_id, account_id, management_id, sequence, name, map_pos, latitude, longitude, area, kousakusha, remarks)
     SELECT gen_random_uuid(), $1, $2, n, 'ほ場' || n,
            (36 + n * 0.0001)::text || ',' || (138 + n * 0.0001)::text, 36 + n * 0.0001, 138 + n * 0.0001,
            12.34, '耕作者' || n, repeat('備考', 50)
       FROM generate_series(1, $3::int) AS n`,
    [accountId, managementId, n],
  );
}
