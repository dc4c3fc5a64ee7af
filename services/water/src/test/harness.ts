import type { INestApplication } from '@nestjs/common';
import { bootstrapService } from '@inasaku/service-kit';
import { FieldsStub, startServiceHarness, testUrls, type ServiceHarness } from '@inasaku/testing';
import { AppModule, SERVICE_NAME } from '../app.module';

// ingest-consumer's suites still name the account type through this file.
export type { TestAccount } from '@inasaku/testing';

/**
 * The water service booted in-process against the test PostgreSQL, NATS and Redis, with a stub
 * of the fields service. Generic on purpose: each feature's int-specs use it (gates, sensors).
 */
export interface WaterHarness extends ServiceHarness<INestApplication> {
  fields: FieldsStub;
}

export async function startWaterService(env: Record<string, string> = {}): Promise<WaterHarness> {
  const fields = await FieldsStub.start(testUrls().nats);
  const harness = await startServiceHarness({
    schema: SERVICE_NAME,
    env,
    boot: () => bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: 0, healthHost: '127.0.0.1' }),
    onReset: () => fields.clear(),
    beforeClose: () => fields.close(),
  });
  return { ...harness, fields };
}
