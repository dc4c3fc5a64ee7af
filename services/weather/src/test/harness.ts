import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { EVENTS, type AccountAreaPositionSetEvent } from '@inasaku/contracts';
import { bootstrapService } from '@inasaku/service-kit';
import { AccountStub, startServiceHarness, testUrls, type ServiceHarness } from '@inasaku/testing';
import { AppModule, SERVICE_NAME } from '../app.module';
import { CellsService } from '../cells/cells.service';
import { startOpenMeteoStub, type OpenMeteoStub } from './open-meteo-stub';

export interface WeatherHarness extends ServiceHarness<INestApplication> {
  cells: CellsService;
  provider: OpenMeteoStub;
  account: AccountStub;
  /** Publishes account.area-position.set as the account service does. */
  positionSet(accountId: string, latitude: number, longitude: number): Promise<void>;
  /** A second replica of the service on the same database, NATS and Redis. */
  replica(): Promise<INestApplication>;
}

/** Boots the real weather service in-process against the test PostgreSQL, NATS and Redis, with an Open-Meteo stub and an account stub. */
export async function startWeatherService(): Promise<WeatherHarness> {
  const provider = await startOpenMeteoStub();
  const account = await AccountStub.start(testUrls().nats);
  const boot = () => bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: 0, healthHost: '127.0.0.1' });
  const replicas: INestApplication[] = [];
  const harness = await startServiceHarness({
    schema: SERVICE_NAME,
    env: {
      OPEN_METEO_FORECAST_URL: provider.forecastUrl,
      OPEN_METEO_ARCHIVE_URL: provider.archiveUrl,
      // The tests name their cells at 0.1° (e.g. '35.65,139.75').
      WEATHER_GRID_STEP: '0.1',
      WEATHER_TICK_MS: '0',
      WEATHER_BACKOFF_BASE_MS: '1000',
      WEATHER_BACKOFF_MAX_MS: '60000',
      WEATHER_CLIMATE_YEARS: '2',
    },
    boot,
    onReset() {
      provider.reset();
      account.clear();
    },
    async beforeClose() {
      for (const r of replicas) await r.close();
      await account.close();
    },
    afterClose: () => provider.close(),
  });
  return {
    ...harness,
    cells: harness.app.get(CellsService),
    provider,
    account,
    async positionSet(accountId, latitude, longitude) {
      const event: AccountAreaPositionSetEvent = { account_id: accountId, latitude, longitude, set_at: new Date().toISOString() };
      await harness.publish(EVENTS.accountAreaPositionSet, event, `test:${randomUUID()}`);
    },
    // The weather consumers fetch from the provider stub on each event: allow them longer.
    drained: (consumer, timeoutMs = 20_000) => harness.drained(consumer, timeoutMs),
    async replica() {
      const other = await boot();
      replicas.push(other);
      return other;
    },
  };
}
