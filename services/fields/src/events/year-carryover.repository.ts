import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

export interface Carryover {
  accountId: string;
  fromManagementId: string;
  toManagementId: string;
}

export interface CarryoverResult {
  paddyFields: number;
  brands: number;
}

interface BrandRow {
  brand_id: string;
  brand_name: string;
  sort_key: number;
}

/**
 * Copies a year's paddy fields and brands into the next year, once: a marker row keyed by the new
 * year, written in the same transaction as the copies, makes any further delivery a no-op.
 */
@Injectable()
export class YearCarryoverRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** null when this year was carried over already. */
  async carryOver(c: Carryover): Promise<CarryoverResult | null> {
    return this.dataSource.transaction(async (m) => {
      const marked = (await m.query(
        `INSERT INTO year_carryovers (management_id, account_id, from_management_id, paddy_field_count, brand_count)
         VALUES ($1, $2, $3, 0, 0) ON CONFLICT (management_id) DO NOTHING RETURNING management_id`,
        [c.toManagementId, c.accountId, c.fromManagementId],
      )) as unknown[];
      if (marked.length === 0) return null;
      // The same lock the brand writes of the year take, so sort keys stay distinct.
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`fields.brands:${c.toManagementId}`]);
      const brandIds = await this.copyBrands(m, c);
      const paddyFields = await this.copyPaddyFields(m, c, brandIds);
      await m.query('UPDATE year_carryovers SET paddy_field_count = $2, brand_count = $3 WHERE management_id = $1', [
        c.toManagementId, paddyFields, brandIds.size,
      ]);
      return { paddyFields, brands: brandIds.size };
    });
  }

  /** Removes the markers of a deleted account. */
  async deleteAccount(accountId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM year_carryovers WHERE account_id = $1', [accountId]);
  }

  /**
   * The old year's brands in their order. A brand of the same name that the new year already has
   * (the brand screen was opened before the event arrived and seeded the starting list) is reused;
   * the others are appended. Returns old brand id -> new brand id.
   */
  private async copyBrands(m: EntityManager, c: Carryover): Promise<Map<string, string>> {
    const old = (await m.query(
      'SELECT brand_id, brand_name, sort_key FROM brands WHERE account_id = $1 AND management_id = $2 ORDER BY sort_key, created_at, brand_name',
      [c.accountId, c.fromManagementId],
    )) as BrandRow[];
    const present = (await m.query(
      'SELECT brand_id, brand_name, sort_key FROM brands WHERE account_id = $1 AND management_id = $2',
      [c.accountId, c.toManagementId],
    )) as BrandRow[];
    const byName = new Map(present.map((b) => [b.brand_name, b.brand_id]));
    let sortKey = present.reduce((maxKey, b) => Math.max(maxKey, Number(b.sort_key)), 0);
    const ids = new Map<string, string>();
    for (const brand of old) {
      let id = byName.get(brand.brand_name);
      if (!id) {
        id = randomUUID();
        await m.query(
          'INSERT INTO brands (brand_id, account_id, management_id, brand_name, sort_key) VALUES ($1, $2, $3, $4, $5)',
          [id, c.accountId, c.toManagementId, brand.brand_name, ++sortKey],
        );
        byName.set(brand.brand_name, id);
      }
      ids.set(brand.brand_id, id);
    }
    // The year's brands are settled: the starting list must not be added on top later. Only when
    // the old year had its brands settled too, so an account that never opened brands still gets them.
    await m.query(
      `INSERT INTO brand_seeds (management_id, account_id)
       SELECT $1, $2 WHERE $3 OR EXISTS (SELECT 1 FROM brand_seeds WHERE management_id = $4)
       ON CONFLICT (management_id) DO NOTHING`,
      [c.toManagementId, c.accountId, old.length > 0, c.fromManagementId],
    );
    return ids;
  }

  /**
   * The old year's fields with their added-order numbers, or, when fields were already added in the
   * new year, numbered after them. The counter continues from the old year so numbers are never reused.
   */
  private async copyPaddyFields(m: EntityManager, c: Carryover, brandIds: Map<string, string>): Promise<number> {
    const old = (await m.query(
      `SELECT sequence, name, map_pos, latitude, longitude, area, brand_id, kousakusha, pin_type, remarks, tag_no, sensor_start_date,
              boundary, boundary_area_a
         FROM paddy_fields WHERE account_id = $1 AND management_id = $2 ORDER BY sequence`,
      [c.accountId, c.fromManagementId],
    )) as (Record<string, unknown> & { sequence: number; brand_id: string | null })[];
    const [oldCounter] = (await m.query('SELECT last_sequence FROM paddy_field_counters WHERE management_id = $1', [c.fromManagementId])) as {
      last_sequence: number;
    }[];
    const oldLast = Math.max(Number(oldCounter?.last_sequence ?? 0), ...old.map((f) => Number(f.sequence)), 0);
    if (old.length === 0 && oldLast === 0) return 0;

    const [newCounter] = (await m.query(
      `INSERT INTO paddy_field_counters (management_id, account_id, last_sequence) VALUES ($1, $2, $3)
       ON CONFLICT (management_id) DO NOTHING RETURNING last_sequence`,
      [c.toManagementId, c.accountId, oldLast],
    )) as { last_sequence: number }[];
    let sequences: number[];
    if (newCounter) {
      sequences = old.map((f) => Number(f.sequence));
    } else {
      // Fields were added in the new year before the event came: number the copies after them.
      const result = (await m.query(
        `UPDATE paddy_field_counters SET last_sequence = last_sequence + $2 WHERE management_id = $1 RETURNING last_sequence`,
        [c.toManagementId, old.length],
      )) as unknown[];
      // UPDATE answers [rows, affected] through TypeORM's pg driver.
      const rows = (Array.isArray(result[0]) ? result[0] : result) as { last_sequence: number }[];
      const last = Number(rows[0].last_sequence);
      sequences = old.map((_, i) => last - old.length + 1 + i);
    }
    for (const [i, f] of old.entries()) {
      await m.query(
        `INSERT INTO paddy_fields (paddy_field_id, account_id, management_id, sequence, name, map_pos, latitude, longitude, area, brand_id,
                                   kousakusha, pin_type, remarks, tag_no, sensor_start_date, boundary, boundary_area_a)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          randomUUID(), c.accountId, c.toManagementId, sequences[i], f.name, f.map_pos, f.latitude, f.longitude, f.area,
          f.brand_id ? (brandIds.get(f.brand_id) ?? null) : null, f.kousakusha, f.pin_type, f.remarks, f.tag_no, f.sensor_start_date,
          // the geometry as PostgreSQL gave it (hex EWKB), so the boundary carries over unchanged
          f.boundary, f.boundary_area_a,
        ],
      );
    }
    return old.length;
  }
}
