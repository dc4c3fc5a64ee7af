import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { connect, type NatsConnection } from 'nats';
import { z } from 'zod';
import { LORAWAN_SUBJECTS } from '@inasaku/contracts';
import { InjectServiceConfig, type ServiceConfig } from '@inasaku/service-kit';
import { LorawanDevicesService } from './lorawan-devices.service';

const reportSchema = z.object({
  account_id: z.string().uuid(),
  sensor_id: z.string().uuid(),
  battery: z.number().finite().nullable().catch(null),
  margin: z.number().finite().nullable().catch(null),
  external_power_source: z.boolean().catch(false),
  received_at: z.string().catch(''),
});

/**
 * Battery reports sensor-ingest gets apart from readings (ChirpStack status events). Core NATS in
 * the queue group 'water', so one replica applies each; a report lost while water is away is
 * replaced by the next one (devices report status periodically).
 */
@Injectable()
export class LorawanStatusListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LorawanStatusListener.name);
  private nc: NatsConnection | null = null;

  constructor(
    @InjectServiceConfig() private readonly config: ServiceConfig,
    private readonly devices: LorawanDevicesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.nc = await connect({ servers: this.config.natsUrl, name: `${this.config.name}-lorawan-status`, maxReconnectAttempts: -1 });
    const sub = this.nc.subscribe(LORAWAN_SUBJECTS.statusReported, { queue: 'water' });
    void (async () => {
      for await (const msg of sub) await this.handle(msg.data);
    })();
  }

  async handle(data: Uint8Array): Promise<void> {
    try {
      const raw = JSON.parse(new TextDecoder().decode(data)) as Record<string, unknown>;
      // A Nest client's emit wraps the payload as { pattern, data }.
      const report = reportSchema.safeParse(raw && typeof raw === 'object' && 'pattern' in raw ? raw.data : raw);
      if (!report.success) return;
      await this.devices.status(report.data);
    } catch (e) {
      this.logger.warn({ msg: 'LoRaWAN status not applied', error: String(e) });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const nc = this.nc;
    this.nc = null;
    if (nc && !nc.isClosed()) await nc.drain().catch(() => undefined);
  }
}
