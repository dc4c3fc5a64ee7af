import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import { LORAWAN_SUBJECTS, WATER_SUBJECTS, normalizeDevEui, type ResolveLorawanDeviceResponse } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { LorawanDevicesService } from './lorawan-devices.service';
import { LorawanSensorsService } from './lorawan-sensors.service';

const subjects = WATER_SUBJECTS.lorawanSensors;
const resolveSchema = z.object({
  integration_id: z.string().uuid(),
  account_id: z.string().uuid(),
  dev_eui: z.string().transform(normalizeDevEui).pipe(z.string().regex(/^[0-9A-F]{16}$/)),
  device_name: z.string().optional().catch(undefined),
  sample: z.record(z.string(), z.unknown()).optional().catch(undefined),
});

@Controller()
export class LorawanDevicesHandler extends forwardingHandler(LorawanSensorsService, subjects, { unregistered: 'listUnregistered' }) {
  constructor(
    sensors: LorawanSensorsService,
    private readonly devices: LorawanDevicesService,
  ) {
    super(sensors);
  }

  /** sensor-ingest only: the integration was resolved by its secret there; anything unreadable resolves to nothing. */
  @MessagePattern(LORAWAN_SUBJECTS.resolveDevice)
  async resolve(@Payload() data: unknown): Promise<ResolveLorawanDeviceResponse> {
    const payload = resolveSchema.safeParse((data as { payload?: unknown } | null)?.payload);
    if (!payload.success) return { sensor: null };
    return this.devices.resolve(payload.data);
  }
}
