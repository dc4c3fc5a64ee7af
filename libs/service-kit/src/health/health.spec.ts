import { ServiceUnavailableException } from '@nestjs/common';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { EventBus } from '../events/event-bus';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

function setup() {
  const health = new HealthService(
    { query: async () => [{ '?column?': 1 }] } as unknown as DataSource,
    { ping: async () => 'PONG' } as unknown as Redis,
    { isConnected: () => true } as unknown as EventBus,
  );
  const headers: Record<string, string> = {};
  const res = { setHeader: (k: string, v: string) => (headers[k] = v) } as never;
  return { health, controller: new HealthController(health), res, headers };
}

describe('health', () => {
  it('is ready while its dependencies answer', async () => {
    const { controller, res, headers } = setup();
    await expect(controller.ready(res)).resolves.toMatchObject({ status: 'ok' });
    expect(headers.Connection).toBeUndefined();
  });

  it('says 503 stopping from the moment shutdown begins, and closes each polling connection', async () => {
    const { health, controller, res, headers } = setup();
    health.beforeApplicationShutdown();
    await expect(controller.ready(res)).rejects.toBeInstanceOf(ServiceUnavailableException);
    expect(headers.Connection).toBe('close');
  });
});
