import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SensorAlert, SensorAlertType } from '@inasaku/contracts';
import { toTokyoIso } from '@inasaku/domain';

export interface NewAlert {
  accountId: string;
  sensorId: string;
  productId: string;
  sensorName: string;
  type: SensorAlertType;
  message: string;
}

function toAlert(r: Record<string, unknown>): SensorAlert {
  return {
    alert_id: r.alert_id as string,
    datetime: toTokyoIso(r.created_at as Date),
    message: r.message as string,
    alert_type: r.alert_type as SensorAlertType,
    sensor_id: r.product_id as string,
    sensor_name: r.sensor_name as string,
  };
}

/** Alerts, newest first by their sequence (ties of one judgement keep their insert order). */
@Injectable()
export class AlertsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * One page: `offset` rows skipped after the cursor alert (or from the top when the cursor is
   * absent or no longer the account's).
   */
  async page(accountId: string, cursor: string | undefined, offset: number, limit: number): Promise<SensorAlert[]> {
    const rows = await this.db.query(
      `SELECT * FROM water.sensor_alerts a
       WHERE a.account_id = $1
         AND ($2::uuid IS NULL OR NOT EXISTS (SELECT 1 FROM water.sensor_alerts c WHERE c.alert_id = $2::uuid AND c.account_id = $1)
              OR a.seq < (SELECT c.seq FROM water.sensor_alerts c WHERE c.alert_id = $2::uuid AND c.account_id = $1))
       ORDER BY a.seq DESC OFFSET $3 LIMIT $4`,
      [accountId, cursor ?? null, offset, limit],
    );
    return rows.map(toAlert);
  }

  async count(accountId: string): Promise<number> {
    const rows = await this.db.query(`SELECT count(*)::int AS n FROM water.sensor_alerts WHERE account_id = $1`, [accountId]);
    return Number(rows[0].n);
  }

  /** Stores alerts and the sensor's new judged state in one transaction. */
  async record(
    sensorId: string,
    state: { level: string; silent: boolean; lowBattery: boolean },
    alerts: NewAlert[],
  ): Promise<SensorAlert[]> {
    return this.db.transaction(async (m) => {
      // The row stays locked to the commit, so a delete of the sensor waits and then takes these
      // alerts too; a sensor deleted meanwhile gets none (an alert never outlives its sensor).
      const judged: unknown = await m.query(
        `UPDATE water.sensors SET judged_level = $2, judged_silent = $3, judged_low_battery = $4 WHERE id = $1 RETURNING id`,
        [sensorId, state.level, state.silent, state.lowBattery],
      );
      if (Array.isArray(judged) && Array.isArray(judged[0]) && judged[0].length === 0) return [];
      const out: SensorAlert[] = [];
      for (const a of alerts) {
        const rows = await m.query(
          `INSERT INTO water.sensor_alerts (alert_id, account_id, sensor_id, product_id, sensor_name, alert_type, message)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
          [randomUUID(), a.accountId, a.sensorId, a.productId, a.sensorName, a.type, a.message],
        );
        out.push(toAlert(rows[0]));
      }
      return out;
    });
  }
}
