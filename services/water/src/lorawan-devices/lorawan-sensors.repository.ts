import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LORAWAN_DECODING_DEFAULTS, type LorawanDecoding } from '@inasaku/contracts';

/** A LoRaWAN sensor's own columns on the sensors row. */
export interface LorawanSensorRow {
  id: string;
  accountId: string;
  productId: string;
  devEui: string;
  decoding: LorawanDecoding;
}

const COLUMNS = 'id, account_id, product_id, dev_eui, decoding';

function toRow(r: Record<string, unknown>): LorawanSensorRow {
  return {
    id: r.id as string,
    accountId: r.account_id as string,
    productId: r.product_id as string,
    devEui: r.dev_eui as string,
    // A row always has its map; the defaults only guard a hand-edited row.
    decoding: { ...LORAWAN_DECODING_DEFAULTS, ...((r.decoding as Partial<LorawanDecoding> | null) ?? {}) },
  };
}

/** TypeORM answers UPDATE ... RETURNING on PostgreSQL as [rows, affected]. */
function returned(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as Record<string, unknown>[]) : (result as Record<string, unknown>[]);
}

export type RegisterOutcome = { row: LorawanSensorRow } | { taken: 'product_id' | 'dev_eui' };

/**
 * LoRaWAN sensors on water.sensors (connection_type 'lorawan', no device token): registration by
 * DevEUI, the decoding map, and the DevEUI resolution sensor-ingest asks for. Reads and writes name
 * the account, except the resolution, which names it too (the integration's account).
 */
@Injectable()
export class LorawanSensorsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Inserts the sensor and drops the DevEUI's 未登録のデバイス entry in one transaction. A product
   * ID or DevEUI already registered (by any account) writes nothing and says which.
   */
  async register(
    accountId: string,
    values: { productId: string; name: string; latitude: number; longitude: number; devEui: string; decoding: LorawanDecoding },
  ): Promise<RegisterOutcome> {
    return this.db.transaction(async (m) => {
      const rows = await m.query(
        `INSERT INTO water.sensors (id, account_id, product_id, name, latitude, longitude, token_sha256, connection_type, dev_eui, decoding)
         VALUES ($1, $2, $3, $4, $5, $6, NULL, 'lorawan', $7, $8::jsonb) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
        [randomUUID(), accountId, values.productId, values.name, values.latitude, values.longitude, values.devEui, JSON.stringify(values.decoding)],
      );
      if (!rows.length) {
        const [eui] = await m.query(`SELECT 1 FROM water.sensors WHERE dev_eui = $1`, [values.devEui]);
        return { taken: eui ? 'dev_eui' : 'product_id' };
      }
      await m.query(`DELETE FROM water.lorawan_unregistered WHERE account_id = $1 AND dev_eui = $2`, [accountId, values.devEui]);
      return { row: toRow(rows[0]) };
    });
  }

  async find(accountId: string, productId: string): Promise<LorawanSensorRow | null> {
    const rows = await this.db.query(
      `SELECT ${COLUMNS} FROM water.sensors WHERE account_id = $1 AND product_id = $2 AND connection_type = 'lorawan'`, [accountId, productId],
    );
    return rows.length ? toRow(rows[0]) : null;
  }

  async setDecoding(accountId: string, productId: string, decoding: LorawanDecoding): Promise<LorawanSensorRow | null> {
    const rows = returned(await this.db.query(
      `UPDATE water.sensors SET decoding = $3::jsonb, updated_at = now()
       WHERE account_id = $1 AND product_id = $2 AND connection_type = 'lorawan' RETURNING ${COLUMNS}`,
      [accountId, productId, JSON.stringify(decoding)],
    ));
    return rows.length ? toRow(rows[0]) : null;
  }

  /** The sensor with this DevEUI, of whichever account (a DevEUI is unique over all accounts). */
  async findByDevEui(devEui: string): Promise<LorawanSensorRow | null> {
    const rows = await this.db.query(`SELECT ${COLUMNS} FROM water.sensors WHERE dev_eui = $1`, [devEui]);
    return rows.length ? toRow(rows[0]) : null;
  }

  /**
   * The battery a network server reported apart from an uplink (ChirpStack status events). Only
   * the account's sensor, and a reported null leaves the last known value.
   */
  async setBattery(accountId: string, sensorId: string, battery: number | null): Promise<boolean> {
    if (battery === null) return false;
    const rows = returned(await this.db.query(
      `UPDATE water.sensors SET last_battery = $3 WHERE id = $2 AND account_id = $1 AND connection_type = 'lorawan' RETURNING id`,
      [accountId, sensorId, battery],
    ));
    return rows.length > 0;
  }
}
