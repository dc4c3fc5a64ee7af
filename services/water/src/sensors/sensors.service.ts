import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  SENSOR_CHART_POINTS, SENSOR_MESSAGES,
  type CreateSensorRequest, type CreateSensorResponse, type DeleteSensorRequest, type DeleteSensorResponse, type GetSensorRequest,
  type PagedList, type RequestContext, type RotateSensorTokenRequest, type RotateSensorTokenResponse, type Sensor,
  type UpdateSensorRequest, type UpdateSensorResponse, type VerifyDeviceTokenRequest, type VerifyDeviceTokenResponse,
} from '@inasaku/contracts';
import { PRODUCT_ID_MESSAGE, isProductId } from '@inasaku/domain';
import { EventOutbox, RawJson, RpcErrors } from '@inasaku/service-kit';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { ReadingsRepository } from '../readings/readings.repository';
import { hashDeviceToken, newDeviceToken } from './device-token';
import { readingsJson, sensorJson, toSensor } from './sensor.mapper';
import { WATER_ENV, type WaterEnv } from '../config/water-env';
import { SensorMapCache, fragmentKey } from './sensor-map-cache';
import { SensorsRepository, type SensorRow } from './sensors.repository';
import { TokenEvents } from './token-events';
import { WaterAccess } from './water-access';

/**
 * Sensors CRUD (spec 001 §7 /api/sensor…). Insert and update answer result '0', or result '9'
 * with the message the form shows (a product ID already registered); nothing is written then.
 */
@Injectable()
export class SensorsService {
  private readonly logger = new Logger(SensorsService.name);
  /** this replica's map fragments (sensor-map-cache.ts); WATER_SENSOR_MAP_CACHE=0 turns it off */
  private readonly mapCache: SensorMapCache;

  constructor(
    private readonly access: WaterAccess,
    private readonly sensors: SensorsRepository,
    private readonly readings: ReadingsRepository,
    private readonly settings: NotificationsRepository,
    private readonly tokenEvents: TokenEvents,
    private readonly outbox: EventOutbox,
    @Inject(WATER_ENV) env: WaterEnv,
  ) {
    this.mapCache = new SensorMapCache(env.WATER_SENSOR_MAP_CACHE);
  }

  /**
   * The map (GET /api/sensor/all): every sensor with its latest SENSOR_CHART_POINTS readings, as
   * JSON text built here (830 kB for 500 sensors: no object tree to stringify again). Each
   * sensor's readings come from the map cache while the row's readings_version (and name) are
   * those cached; only the others are read, in one statement.
   */
  async list(context: RequestContext): Promise<RawJson<PagedList<Sensor>>> {
    const accountId = await this.access.read(context);
    const [rows, settings] = await Promise.all([this.sensors.list(accountId), this.settings.get(accountId)]);
    const fragments: string[] = new Array(rows.length);
    const keys: string[] = new Array(rows.length);
    const misses: number[] = [];
    rows.forEach((r, i) => {
      if (!r.lastMeasuredAt) {
        fragments[i] = '[]';
        return;
      }
      keys[i] = fragmentKey(r, SENSOR_CHART_POINTS);
      const hit = this.mapCache.get(r.id, keys[i]);
      if (hit !== null) fragments[i] = hit;
      else misses.push(i);
    });
    if (misses.length) {
      const data = await this.readings.latest(
        misses.map((i) => ({ id: rows[i].id, last: rows[i].lastMeasuredAt as Date })), SENSOR_CHART_POINTS,
      );
      for (const i of misses) {
        fragments[i] = readingsJson(rows[i], data.get(rows[i].id) ?? []);
        this.mapCache.set(rows[i].id, keys[i], fragments[i]);
      }
    }
    const list = rows.map((r, i) => sensorJson(r, settings, fragments[i]));
    return new RawJson(`{"list":[${list.join(',')}],"total_count":${rows.length}}`);
  }

  async get(context: RequestContext, input: GetSensorRequest): Promise<Sensor> {
    const accountId = await this.access.read(context);
    const row = await this.found(accountId, input.sensor_id);
    return this.toSensor(row);
  }

  async create(context: RequestContext, input: CreateSensorRequest): Promise<CreateSensorResponse> {
    // The handler's contract already refused it; the rule is checked again where the ID is stored.
    if (!isProductId(input.sensor_id)) return RpcErrors.validation(PRODUCT_ID_MESSAGE, 'sensor_id');
    const accountId = await this.access.write(context);
    const token = newDeviceToken();
    const row = await this.sensors.create(accountId, {
      productId: input.sensor_id, name: input.sensor_name ?? '', latitude: input.lat, longitude: input.lon,
      tokenSha256: hashDeviceToken(token),
    });
    if (!row) return { result: '9', message: SENSOR_MESSAGES.duplicate };
    return { result: '0', message: '', device_token: token, sensor: await this.toSensor(row) };
  }

  async update(context: RequestContext, input: UpdateSensorRequest): Promise<UpdateSensorResponse> {
    const accountId = await this.access.write(context);
    const row = await this.sensors.update(accountId, input.sensor_id, {
      name: input.sensor_name, latitude: input.latitude, longitude: input.longitude,
    });
    if (!row) return RpcErrors.notFound(SENSOR_MESSAGES.notFound);
    return { result: '0', message: '', sensor: await this.toSensor(row) };
  }

  async delete(context: RequestContext, input: DeleteSensorRequest): Promise<DeleteSensorResponse> {
    const accountId = await this.access.write(context);
    const row = await this.sensors.delete(accountId, input.sensor_id);
    if (!row) return RpcErrors.notFound(SENSOR_MESSAGES.notFound);
    this.tokenEvents.changed(row.productId, row.devEui);
    // The sensor-deleted event now; the outbox relay retries if NATS is briefly away.
    await this.outbox.flushQuietly();
    return { result: '0', message: '' };
  }

  async rotateToken(context: RequestContext, input: RotateSensorTokenRequest): Promise<RotateSensorTokenResponse> {
    const accountId = await this.access.write(context);
    const token = newDeviceToken();
    const row = await this.sensors.setToken(accountId, input.sensor_id, hashDeviceToken(token));
    if (!row) {
      const existing = await this.sensors.findByProductId(accountId, input.sensor_id);
      return existing ? RpcErrors.validation(SENSOR_MESSAGES.lorawanHasNoToken, 'sensor_id') : RpcErrors.notFound(SENSOR_MESSAGES.notFound);
    }
    this.tokenEvents.changed(row.productId);
    return { result: '0', message: '', device_token: token };
  }

  /**
   * sensor-ingest's check; no session context: the token is the credential. A product ID outside
   * the product-ID rule (claimed, or stored before the rule) names no sensor: it would become an
   * MQTT topic level that acts as a pattern. Such a sensor authenticates again once it is
   * registered under a valid ID (README, "Product IDs").
   */
  async verifyToken(input: VerifyDeviceTokenRequest): Promise<VerifyDeviceTokenResponse> {
    if ((input?.sensor_id !== undefined && !isProductId(input.sensor_id)) || typeof input?.token_sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(input.token_sha256)) {
      return { sensor: null };
    }
    const found = await this.sensors.findByToken(input.sensor_id, input.token_sha256);
    if (found && !isProductId(found.productId)) {
      this.logger.warn({ msg: 'device refused: stored product ID outside the product-ID rule', accountId: found.accountId, productId: JSON.stringify(found.productId) });
      return { sensor: null };
    }
    return { sensor: found ? { id: found.id, account_id: found.accountId, sensor_id: found.productId } : null };
  }

  async found(accountId: string, productId: string): Promise<SensorRow> {
    return (await this.sensors.findByProductId(accountId, productId)) ?? RpcErrors.notFound(SENSOR_MESSAGES.notFound);
  }

  private async toSensor(row: SensorRow): Promise<Sensor> {
    const settings = await this.settings.get(row.accountId);
    const data = row.lastMeasuredAt
      ? (await this.readings.latest([{ id: row.id, last: row.lastMeasuredAt }], SENSOR_CHART_POINTS)).get(row.id) ?? []
      : [];
    return toSensor(row, settings, data);
  }
}

