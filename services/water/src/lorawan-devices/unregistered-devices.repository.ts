import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { LorawanNetwork } from '@inasaku/contracts';

export interface UnregisteredRow {
  devEui: string;
  deviceName: string;
  integrationId: string;
  network: LorawanNetwork;
  firstSeenAt: Date;
  lastSeenAt: Date;
  uplinks: number;
  sample: Record<string, unknown> | null;
}

/** An account keeps at most this many entries: a misconfigured gateway forwarding a city's devices must not fill the table. */
export const UNREGISTERED_PER_ACCOUNT = 500;

/**
 * 未登録のデバイス: one entry per account and DevEUI, the latest uplink's name, sample and
 * integration kept. Recorded only through an active integration of that account.
 */
@Injectable()
export class UnregisteredDevicesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async record(
    accountId: string,
    values: { integrationId: string; devEui: string; deviceName: string; sample: Record<string, unknown> | null },
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO water.lorawan_unregistered AS u (account_id, dev_eui, integration_id, device_name, sample)
       SELECT $1, $2, i.id, $4, $5::jsonb FROM water.integrations i
       WHERE i.id = $3 AND i.account_id = $1 AND i.revoked_at IS NULL
         AND (EXISTS (SELECT 1 FROM water.lorawan_unregistered WHERE account_id = $1 AND dev_eui = $2)
              OR (SELECT count(*) FROM water.lorawan_unregistered WHERE account_id = $1) < $6)
       ON CONFLICT (account_id, dev_eui) DO UPDATE SET
         integration_id = EXCLUDED.integration_id,
         device_name = CASE WHEN EXCLUDED.device_name <> '' THEN EXCLUDED.device_name ELSE u.device_name END,
         sample = COALESCE(EXCLUDED.sample, u.sample),
         uplinks = u.uplinks + 1,
         last_seen_at = now()`,
      [accountId, values.devEui, values.integrationId, values.deviceName, values.sample === null ? null : JSON.stringify(values.sample), UNREGISTERED_PER_ACCOUNT],
    );
  }

  async list(accountId: string): Promise<UnregisteredRow[]> {
    const rows = await this.db.query(
      `SELECT u.dev_eui, u.device_name, u.integration_id, i.network, u.first_seen_at, u.last_seen_at, u.uplinks, u.sample
       FROM water.lorawan_unregistered u JOIN water.integrations i ON i.id = u.integration_id
       WHERE u.account_id = $1 ORDER BY u.last_seen_at DESC, u.dev_eui`,
      [accountId],
    );
    return (rows as Record<string, unknown>[]).map((r) => ({
      devEui: r.dev_eui as string,
      deviceName: r.device_name as string,
      integrationId: r.integration_id as string,
      network: r.network as LorawanNetwork,
      firstSeenAt: r.first_seen_at as Date,
      lastSeenAt: r.last_seen_at as Date,
      uplinks: Number(r.uplinks),
      sample: (r.sample as Record<string, unknown> | null) ?? null,
    }));
  }

  async delete(accountId: string, devEui: string): Promise<boolean> {
    const result = await this.db.query(`DELETE FROM water.lorawan_unregistered WHERE account_id = $1 AND dev_eui = $2 RETURNING dev_eui`, [accountId, devEui]);
    const rows = Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result;
    return (rows as unknown[]).length > 0;
  }

  async deleteAccount(accountId: string): Promise<void> {
    await this.db.query(`DELETE FROM water.lorawan_unregistered WHERE account_id = $1`, [accountId]);
  }
}
