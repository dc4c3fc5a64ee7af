import { Injectable, Logger } from '@nestjs/common';
import type { ResolveLorawanDeviceResponse } from '@inasaku/contracts';
import { deviceSample } from './device-sample';
import { LorawanSensorsRepository } from './lorawan-sensors.repository';
import { UnregisteredDevicesRepository } from './unregistered-devices.repository';

export interface ResolveDeviceInput {
  integration_id: string;
  account_id: string;
  dev_eui: string;
  device_name?: string;
  sample?: Record<string, unknown>;
}

export interface StatusReport {
  account_id: string;
  sensor_id: string;
  battery: number | null;
  margin: number | null;
  external_power_source: boolean;
  received_at: string;
}

/**
 * sensor-ingest's side of LoRaWAN devices: which sensor of the integration's account a DevEUI is
 * (an unknown one becomes a 未登録のデバイス entry of that account), and battery reports that came
 * without a reading.
 */
@Injectable()
export class LorawanDevicesService {
  private readonly logger = new Logger(LorawanDevicesService.name);

  constructor(
    private readonly sensors: LorawanSensorsRepository,
    private readonly unregistered: UnregisteredDevicesRepository,
  ) {}

  async resolve(input: ResolveDeviceInput): Promise<ResolveLorawanDeviceResponse> {
    const row = await this.sensors.findByDevEui(input.dev_eui);
    // Another account's device heard through this integration: neither this account's sensor nor
    // a device it could register (the DevEUI is taken), so nothing is recorded and ingest refuses it.
    if (row && row.accountId !== input.account_id) return { sensor: null, other_account: true };
    if (row) return { sensor: { id: row.id, account_id: row.accountId, sensor_id: row.productId, dev_eui: row.devEui, decoding: row.decoding } };
    await this.unregistered.record(input.account_id, {
      integrationId: input.integration_id,
      devEui: input.dev_eui,
      deviceName: (input.device_name ?? '').slice(0, 100),
      sample: deviceSample(input.sample),
    });
    return { sensor: null };
  }

  async status(report: StatusReport): Promise<void> {
    // ChirpStack's batteryLevel is a percentage already; an externally powered device reports none.
    const battery = report.external_power_source ? null : report.battery;
    if (battery === null || !Number.isFinite(battery)) return;
    const updated = await this.sensors.setBattery(report.account_id, report.sensor_id, Math.max(0, Math.min(100, battery)));
    if (!updated) this.logger.debug({ msg: 'status of no LoRaWAN sensor of the account', sensorId: report.sensor_id });
  }
}
