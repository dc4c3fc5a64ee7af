import { Injectable } from '@nestjs/common';
import {
  LORAWAN_SENSOR_MESSAGES, SENSOR_MESSAGES, lorawanDecodingOf, normalizeDevEui,
  type DeleteUnregisteredDeviceRequest, type GetLorawanSensorRequest, type LorawanSensorSettings, type PagedList,
  type RegisterLorawanSensorRequest, type RegisterLorawanSensorResponse, type RequestContext, type UnregisteredLorawanDevice,
  type UpdateLorawanSensorRequest, type UpdateLorawanSensorResponse,
} from '@inasaku/contracts';
import { toTokyoIso } from '@inasaku/domain';
import { RpcErrors } from '@inasaku/service-kit';
import { LorawanEvents } from '../integrations/lorawan-events';
import { SensorsService } from '../sensors/sensors.service';
import { WaterAccess } from '../sensors/water-access';
import { LorawanSensorsRepository, type LorawanSensorRow } from './lorawan-sensors.repository';
import { UnregisteredDevicesRepository } from './unregistered-devices.repository';

function settingsOf(row: LorawanSensorRow): LorawanSensorSettings {
  return { sensor_id: row.productId, dev_eui: row.devEui, decoding: row.decoding };
}

/**
 * The farmer's side of LoRaWAN sensors: registration by DevEUI (also one click from a
 * 未登録のデバイス entry), the decoding map, and the 未登録のデバイス list. A LoRaWAN sensor is
 * otherwise a sensor like any other (map, dashboard, edit, delete go through SensorsService).
 */
@Injectable()
export class LorawanSensorsService {
  constructor(
    private readonly access: WaterAccess,
    private readonly sensors: LorawanSensorsRepository,
    private readonly unregistered: UnregisteredDevicesRepository,
    private readonly allSensors: SensorsService,
    private readonly events: LorawanEvents,
  ) {}

  async register(context: RequestContext, input: RegisterLorawanSensorRequest): Promise<RegisterLorawanSensorResponse> {
    const accountId = await this.access.write(context);
    const outcome = await this.sensors.register(accountId, {
      productId: input.sensor_id, name: input.sensor_name ?? '', latitude: input.lat, longitude: input.lon,
      devEui: input.dev_eui, decoding: lorawanDecodingOf(input),
    });
    if ('taken' in outcome) {
      return { result: '9', message: outcome.taken === 'dev_eui' ? LORAWAN_SENSOR_MESSAGES.devEuiDuplicate : SENSOR_MESSAGES.duplicate };
    }
    // sensor-ingest may hold "no sensor" for this DevEUI: the next uplink must find the new sensor.
    this.events.deviceChanged(outcome.row.devEui);
    const sensor = await this.allSensors.get(context, { sensor_id: outcome.row.productId });
    return { result: '0', message: '', sensor, settings: settingsOf(outcome.row) };
  }

  async get(context: RequestContext, input: GetLorawanSensorRequest): Promise<LorawanSensorSettings> {
    const accountId = await this.access.read(context);
    const row = await this.sensors.find(accountId, input.sensor_id);
    return row ? settingsOf(row) : RpcErrors.notFound(SENSOR_MESSAGES.notFound);
  }

  async update(context: RequestContext, input: UpdateLorawanSensorRequest): Promise<UpdateLorawanSensorResponse> {
    const accountId = await this.access.write(context);
    const current = (await this.sensors.find(accountId, input.sensor_id)) ?? RpcErrors.notFound(SENSOR_MESSAGES.notFound);
    const row = await this.sensors.setDecoding(accountId, input.sensor_id, lorawanDecodingOf(input, current.decoding));
    if (!row) return RpcErrors.notFound(SENSOR_MESSAGES.notFound);
    this.events.deviceChanged(row.devEui);
    return { result: '0', message: '', settings: settingsOf(row) };
  }

  async listUnregistered(context: RequestContext): Promise<PagedList<UnregisteredLorawanDevice>> {
    const accountId = await this.access.read(context);
    const rows = await this.unregistered.list(accountId);
    return {
      list: rows.map((r) => ({
        dev_eui: r.devEui,
        device_name: r.deviceName,
        integration_id: r.integrationId,
        network: r.network,
        first_seen_at: toTokyoIso(r.firstSeenAt),
        last_seen_at: toTokyoIso(r.lastSeenAt),
        uplinks: r.uplinks,
        sample: r.sample,
      })),
      total_count: rows.length,
    };
  }

  async deleteUnregistered(context: RequestContext, input: DeleteUnregisteredDeviceRequest): Promise<{ result: '0'; message: string }> {
    const accountId = await this.access.write(context);
    const found = await this.unregistered.delete(accountId, normalizeDevEui(input.dev_eui));
    if (!found) return RpcErrors.notFound(LORAWAN_SENSOR_MESSAGES.unregisteredNotFound);
    return { result: '0', message: '' };
  }
}
