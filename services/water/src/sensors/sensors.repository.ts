import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EVENTS, type SensorDeletedEvent } from '@inasaku/contracts';
import { EventOutbox } from '@inasaku/service-kit';

/** A sensors row as the services use it (numbers already numbers). */
export interface SensorRow {
  id: string;
  accountId: string;
  productId: string;
  name: string;
  latitude: number;
  longitude: number;
  lastMeasuredAt: Date | null;
  lastLevel: number | null;
  lastTemperature: number | null;
  lastBattery: number | null;
  lastSignal: number | null;
  judgedLevel: '0' | '1' | '2';
  judgedSilent: boolean;
  judgedLowBattery: boolean;
  /** raised by the readings consumer with every stored batch of the sensor (the map cache's key) */
  readingsVersion: string;
  /** a LoRaWAN sensor's DevEUI (null for a sensor with a device token) */
  devEui?: string | null;
}

const COLUMNS = `id, account_id, product_id, name, latitude, longitude, last_measured_at, last_level, last_temperature,
  last_battery, last_signal, judged_level, judged_silent, judged_low_battery, readings_version, dev_eui`;

function toRow(r: Record<string, unknown>): SensorRow {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: r.id as string,
    accountId: r.account_id as string,
    productId: r.product_id as string,
    name: r.name as string,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    lastMeasuredAt: (r.last_measured_at as Date | null) ?? null,
    lastLevel: num(r.last_level),
    lastTemperature: num(r.last_temperature),
    lastBattery: num(r.last_battery),
    lastSignal: num(r.last_signal),
    judgedLevel: (r.judged_level as '0' | '1' | '2') ?? '0',
    judgedSilent: !!r.judged_silent,
    judgedLowBattery: !!r.judged_low_battery,
    readingsVersion: String(r.readings_version ?? '0'),
    devEui: (r.dev_eui as string | null) ?? null,
  };
}

/**
 * A deletion takes the sensor rows that a readings batch may hold FOR KEY SHARE and then upgrade:
 * PostgreSQL can answer one of the two with a deadlock. The batch tries again by itself; the
 * deletion does too, at once, instead of failing the user's request.
 */
async function afterDeadlocks<T>(work: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await work();
    } catch (e) {
      const code = (e as { code?: unknown; driverError?: { code?: unknown } }).driverError?.code ?? (e as { code?: unknown }).code;
      if (i >= tries || (code !== '40P01' && code !== '40001')) throw e;
    }
  }
}

/** TypeORM answers UPDATE/DELETE ... RETURNING on PostgreSQL as [rows, affected]. */
function returnedRows<R = Record<string, unknown>>(result: unknown): R[] {
  return Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as R[]) : (result as R[]);
}

function firstReturned(result: unknown): SensorRow | null {
  const rows = returnedRows(result);
  return rows.length ? toRow(rows[0]) : null;
}

/**
 * The sensors table. Every read and write names the account, so another account's product ID
 * simply is not found (404). Readings and alerts of a deleted sensor go in the same transaction.
 */
@Injectable()
export class SensorsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: EventOutbox,
  ) {}

  async list(accountId: string): Promise<SensorRow[]> {
    const rows = await this.db.query(`SELECT ${COLUMNS} FROM water.sensors WHERE account_id = $1 ORDER BY created_at, product_id`, [accountId]);
    return rows.map(toRow);
  }

  async findByProductId(accountId: string, productId: string): Promise<SensorRow | null> {
    const rows = await this.db.query(`SELECT ${COLUMNS} FROM water.sensors WHERE account_id = $1 AND product_id = $2`, [accountId, productId]);
    return rows.length ? toRow(rows[0]) : null;
  }

  /** null when the product ID is taken (by this or another account). */
  async create(
    accountId: string,
    values: { productId: string; name: string; latitude: number; longitude: number; tokenSha256: string },
  ): Promise<SensorRow | null> {
    const rows = await this.db.query(
      `INSERT INTO water.sensors (id, account_id, product_id, name, latitude, longitude, token_sha256)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (product_id) DO NOTHING RETURNING ${COLUMNS}`,
      [randomUUID(), accountId, values.productId, values.name, values.latitude, values.longitude, values.tokenSha256],
    );
    return rows.length ? toRow(rows[0]) : null;
  }

  async update(
    accountId: string,
    productId: string,
    changes: { name?: string; latitude?: number; longitude?: number },
  ): Promise<SensorRow | null> {
    const rows = await this.db.query(
      `UPDATE water.sensors SET name = COALESCE($3, name), latitude = COALESCE($4, latitude), longitude = COALESCE($5, longitude),
         updated_at = now()
       WHERE account_id = $1 AND product_id = $2 RETURNING ${COLUMNS}`,
      [accountId, productId, changes.name ?? null, changes.latitude ?? null, changes.longitude ?? null],
    );
    return firstReturned(rows);
  }

  /** Only a sensor that speaks HTTP/MQTT has a token: a LoRaWAN sensor's credential is its integration's secret. */
  async setToken(accountId: string, productId: string, tokenSha256: string): Promise<SensorRow | null> {
    const rows = await this.db.query(
      `UPDATE water.sensors SET token_sha256 = $3, updated_at = now() WHERE account_id = $1 AND product_id = $2 AND connection_type <> 'lorawan' RETURNING ${COLUMNS}`,
      [accountId, productId, tokenSha256],
    );
    return firstReturned(rows);
  }

  async delete(accountId: string, productId: string): Promise<SensorRow | null> {
    return afterDeadlocks(() => this.db.transaction(async (m) => {
      const rows = await m.query(`DELETE FROM water.sensors WHERE account_id = $1 AND product_id = $2 RETURNING ${COLUMNS}`, [accountId, productId]);
      const deleted = firstReturned(rows);
      if (deleted) {
        await m.query(`DELETE FROM water.readings WHERE sensor_id = $1`, [deleted.id]);
        await m.query(`DELETE FROM water.sensor_alerts WHERE sensor_id = $1`, [deleted.id]);
        await m.query(`DELETE FROM water.dead_readings WHERE sensor_id = $1`, [deleted.id]);
        // The paddy fields linked to it (fields' tag_no) are unlinked by the fields service.
        const event: SensorDeletedEvent = { account_id: accountId, sensor_id: deleted.productId, deleted_at: new Date().toISOString() };
        await this.outbox.add(m, EVENTS.sensorDeleted, event, `sensor.deleted:${deleted.id}`);
      }
      return deleted;
    }));
  }

  /**
   * Everything of a deleted account: its sensors first, then what hangs off them. The sensor rows
   * go first on purpose: their DELETE waits for every readings batch that holds them (the
   * consumer takes them FOR KEY SHARE before it inserts), and the readings DELETE after it sees
   * what those batches committed; a batch that comes later finds the sensors gone and stores
   * nothing of them. Readings deleted before the sensors would leave a concurrent batch's rows
   * behind. Returns the deleted sensors' product IDs. Idempotent.
   */
  async deleteAccount(accountId: string): Promise<string[]> {
    return afterDeadlocks(() => this.db.transaction(async (m) => {
      const rows = returnedRows<{ id: string; product_id: string }>(
        await m.query(`DELETE FROM water.sensors WHERE account_id = $1 RETURNING id, product_id`, [accountId]),
      );
      const ids = rows.map((s) => s.id);
      if (ids.length) await m.query('DELETE FROM water.readings WHERE sensor_id = ANY($1::uuid[])', [ids]);
      await m.query('DELETE FROM water.sensor_alerts WHERE account_id = $1', [accountId]);
      await m.query('DELETE FROM water.notification_settings WHERE account_id = $1', [accountId]);
      await m.query('DELETE FROM water.dead_readings WHERE account_id = $1 OR sensor_id = ANY($2::uuid[])', [accountId, ids]);
      return rows.map((s) => s.product_id);
    }));
  }

  /** The device side's check: the sensor whose token hashes to this (and is the claimed product ID when one is given). */
  async findByToken(productId: string | undefined, tokenSha256: string): Promise<{ id: string; accountId: string; productId: string } | null> {
    const rows = await this.db.query(
      `SELECT id, account_id, product_id FROM water.sensors WHERE token_sha256 = $1 AND ($2::text IS NULL OR product_id = $2::text)`,
      [tokenSha256, productId ?? null],
    );
    return rows.length ? { id: rows[0].id, accountId: rows[0].account_id, productId: rows[0].product_id } : null;
  }

  /** Every sensor of every account, in pages, for the hourly judgement. */
  async page(afterId: string | null, limit: number): Promise<SensorRow[]> {
    const rows = await this.db.query(
      `SELECT ${COLUMNS} FROM water.sensors WHERE ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`, [afterId, limit],
    );
    return rows.map(toRow);
  }

  async saveJudged(id: string, state: { level: string; silent: boolean; lowBattery: boolean }): Promise<void> {
    await this.db.query(
      `UPDATE water.sensors SET judged_level = $2, judged_silent = $3, judged_low_battery = $4 WHERE id = $1`,
      [id, state.level, state.silent, state.lowBattery],
    );
  }
}
