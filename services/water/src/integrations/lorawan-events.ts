import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { connect, type NatsConnection } from 'nats';
import { LORAWAN_SUBJECTS } from '@inasaku/contracts';
import { InjectServiceConfig, afterWriteCommit, inWriteUnit, type ServiceConfig } from '@inasaku/service-kit';

const encoder = new TextEncoder();

/**
 * Tells sensor-ingest that an integration's secret changed (rotated, revoked, its account gone) or
 * that a DevEUI's sensor changed (registered, decoding edited, deleted), so its short cache of
 * resolutions drops the entry at once. Core NATS: an ingest replica that misses it still forgets
 * the entry when its cache time runs out.
 */
@Injectable()
export class LorawanEvents implements OnApplicationShutdown {
  private readonly logger = new Logger(LorawanEvents.name);
  private nc: Promise<NatsConnection> | null = null;

  constructor(@InjectServiceConfig() private readonly config: ServiceConfig) {}

  integrationChanged(integrationId: string): void {
    this.after(LORAWAN_SUBJECTS.integrationChanged, { integration_id: integrationId });
  }

  deviceChanged(devEui: string): void {
    this.after(LORAWAN_SUBJECTS.deviceChanged, { dev_eui: devEui });
  }

  private after(subject: string, payload: unknown): void {
    // Inside an idempotent write, once it is committed: told earlier, ingest could cache the old state again.
    if (inWriteUnit()) {
      void afterWriteCommit(() => this.announce(subject, payload));
      return;
    }
    this.announce(subject, payload);
  }

  private announce(subject: string, payload: unknown): void {
    this.nc ??= connect({ servers: this.config.natsUrl, name: `${this.config.name}-lorawan-events`, maxReconnectAttempts: -1 });
    this.nc
      .then((nc) => nc.publish(subject, encoder.encode(JSON.stringify(payload))))
      .catch((e: unknown) => this.logger.warn({ msg: 'LoRaWAN change not announced', subject, error: String(e) }));
  }

  async onApplicationShutdown(): Promise<void> {
    const nc = await this.nc?.catch(() => null);
    this.nc = null;
    if (nc && !nc.isClosed()) await nc.drain().catch(() => undefined);
  }
}
