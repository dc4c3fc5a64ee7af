import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { connect, type NatsConnection } from 'nats';
import { LORAWAN_SUBJECTS, WATER_SUBJECTS } from '@inasaku/contracts';
import { InjectServiceConfig, afterWriteCommit, inWriteUnit, type ServiceConfig } from '@inasaku/service-kit';

const encoder = new TextEncoder();

/**
 * Tells sensor-ingest that a sensor's token was rotated or the sensor deleted, so its short
 * cache of verified tokens drops the entry at once (core NATS: an ingest replica that misses it
 * still forgets the entry when its cache time runs out).
 */
@Injectable()
export class TokenEvents implements OnApplicationShutdown {
  private readonly logger = new Logger(TokenEvents.name);
  private nc: Promise<NatsConnection> | null = null;

  constructor(@InjectServiceConfig() private readonly config: ServiceConfig) {}

  /** A LoRaWAN sensor (devEui given) is also announced by its DevEUI, which is how ingest caches it. */
  changed(productId: string, devEui?: string | null): void {
    // Inside an idempotent write, once it is committed: told earlier, ingest could cache the old token again.
    if (inWriteUnit()) {
      void afterWriteCommit(() => this.announce(productId, devEui));
      return;
    }
    this.announce(productId, devEui);
  }

  private announce(productId: string, devEui?: string | null): void {
    this.nc ??= connect({ servers: this.config.natsUrl, name: `${this.config.name}-token-events`, maxReconnectAttempts: -1 });
    this.nc
      .then((nc) => {
        nc.publish(WATER_SUBJECTS.sensors.tokenChanged, encoder.encode(JSON.stringify({ sensor_id: productId })));
        if (devEui) nc.publish(LORAWAN_SUBJECTS.deviceChanged, encoder.encode(JSON.stringify({ dev_eui: devEui })));
      })
      .catch((e: unknown) => this.logger.warn({ msg: 'token change not announced', error: String(e) }));
  }

  async onApplicationShutdown(): Promise<void> {
    const nc = await this.nc?.catch(() => null);
    this.nc = null;
    if (nc && !nc.isClosed()) await nc.drain().catch(() => undefined);
  }
}
