import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { LorawanNetwork } from '@inasaku/contracts';

export interface IntegrationRow {
  id: string;
  accountId: string;
  network: LorawanNetwork;
  name: string;
  createdAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

const COLUMNS = 'id, account_id, network, name, created_at, rotated_at, revoked_at';

function toRow(r: Record<string, unknown>): IntegrationRow {
  return {
    id: r.id as string,
    accountId: r.account_id as string,
    network: r.network as LorawanNetwork,
    name: r.name as string,
    createdAt: r.created_at as Date,
    rotatedAt: (r.rotated_at as Date | null) ?? null,
    revokedAt: (r.revoked_at as Date | null) ?? null,
  };
}

/** TypeORM answers UPDATE ... RETURNING on PostgreSQL as [rows, affected]. */
function firstReturned(result: unknown): IntegrationRow | null {
  const rows = Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as Record<string, unknown>[]) : (result as Record<string, unknown>[]);
  return rows.length ? toRow(rows[0]) : null;
}

/**
 * The integrations table. Every read and write names the account (another account's id is not
 * found), except the resolution by secret hash, which is the credential itself.
 */
@Injectable()
export class IntegrationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(accountId: string): Promise<IntegrationRow[]> {
    const rows = await this.db.query(
      `SELECT ${COLUMNS} FROM water.integrations WHERE account_id = $1 ORDER BY created_at DESC, id`, [accountId],
    );
    return rows.map(toRow);
  }

  async create(accountId: string, values: { network: LorawanNetwork; name: string; secretSha256: string }): Promise<IntegrationRow> {
    const rows = await this.db.query(
      `INSERT INTO water.integrations (id, account_id, network, name, secret_sha256) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [randomUUID(), accountId, values.network, values.name, values.secretSha256],
    );
    return toRow(rows[0]);
  }

  async find(accountId: string, id: string): Promise<IntegrationRow | null> {
    const rows = await this.db.query(`SELECT ${COLUMNS} FROM water.integrations WHERE account_id = $1 AND id = $2`, [accountId, id]);
    return rows.length ? toRow(rows[0]) : null;
  }

  /** A new secret for an active integration; null when it is not the account's or is revoked. */
  async rotate(accountId: string, id: string, secretSha256: string): Promise<IntegrationRow | null> {
    const rows = await this.db.query(
      `UPDATE water.integrations SET secret_sha256 = $3, rotated_at = now()
       WHERE account_id = $1 AND id = $2 AND revoked_at IS NULL RETURNING ${COLUMNS}`,
      [accountId, id, secretSha256],
    );
    return firstReturned(rows);
  }

  /** Marks it revoked (a second revoke keeps the first time); null when it is not the account's. */
  async revoke(accountId: string, id: string): Promise<IntegrationRow | null> {
    const rows = await this.db.query(
      `UPDATE water.integrations SET revoked_at = COALESCE(revoked_at, now()) WHERE account_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [accountId, id],
    );
    return firstReturned(rows);
  }

  /** sensor-ingest's check: the active integration of that network server whose secret hashes to this. */
  async findBySecret(network: LorawanNetwork, secretSha256: string): Promise<IntegrationRow | null> {
    const rows = await this.db.query(
      `SELECT ${COLUMNS} FROM water.integrations WHERE secret_sha256 = $1 AND network = $2 AND revoked_at IS NULL`,
      [secretSha256, network],
    );
    return rows.length ? toRow(rows[0]) : null;
  }

  /** A deleted account's integrations go (sensor-ingest is told per integration). */
  async deleteAccount(accountId: string): Promise<string[]> {
    const rows = await this.db.query(`DELETE FROM water.integrations WHERE account_id = $1 RETURNING id`, [accountId]);
    const list = Array.isArray(rows) && Array.isArray(rows[0]) ? rows[0] : rows;
    return (list as { id: string }[]).map((r) => r.id);
  }
}
