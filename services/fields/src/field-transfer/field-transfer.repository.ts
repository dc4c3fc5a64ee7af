import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { writeTransaction, type YearScope } from '@inasaku/service-kit';
import { BrandEntity } from '../brands/entities/brand.entity';
import { PaddyFieldsRepository, type NewPaddyField } from '../paddy-fields/paddy-fields.repository';

/** An imported field with its brand by name (created in the year when missing). */
export interface ImportField extends NewPaddyField {
  brandName: string | null;
}

@Injectable()
export class FieldTransferRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fields: PaddyFieldsRepository,
  ) {}

  /** The year's brands by name. */
  async brandNames(scope: YearScope): Promise<Set<string>> {
    const rows = (await this.dataSource.query('SELECT brand_name FROM brands WHERE account_id = $1 AND management_id = $2', [
      scope.accountId, scope.managementId,
    ])) as { brand_name: string }[];
    return new Set(rows.map((r) => r.brand_name));
  }

  /** Every field and the missing brands in one transaction: all or nothing. Answers the brand names created. */
  async importAll(scope: YearScope, rows: ImportField[]): Promise<string[]> {
    return writeTransaction(this.dataSource, async (m) => {
      const ids = await this.brandIds(m, scope, rows.flatMap((r) => (r.brandName ? [r.brandName] : [])));
      await this.fields.insertFields(m, scope, rows.map(({ brandName, ...r }) => ({ ...r, brandId: brandName ? ids.map.get(brandName) : null })));
      return ids.created;
    });
  }

  /** Ids of the named brands, creating the missing ones after the year's last sort key (the brands' own year lock orders this). */
  private async brandIds(m: EntityManager, scope: YearScope, names: string[]): Promise<{ map: Map<string, string>; created: string[] }> {
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`fields.brands:${scope.managementId}`]);
    const existing = (await m.query('SELECT brand_id, brand_name, sort_key FROM brands WHERE account_id = $1 AND management_id = $2', [
      scope.accountId, scope.managementId,
    ])) as { brand_id: string; brand_name: string; sort_key: number }[];
    const map = new Map(existing.map((b) => [b.brand_name, b.brand_id]));
    let sortKey = existing.reduce((n, b) => Math.max(n, Number(b.sort_key)), 0);
    const created: string[] = [];
    const now = new Date();
    for (const name of new Set(names)) {
      if (map.has(name)) continue;
      const brandId = randomUUID();
      await m.insert(BrandEntity, { brandId, ...scope, brandName: name, sortKey: ++sortKey, createdAt: now, updatedAt: now });
      map.set(name, brandId);
      created.push(name);
    }
    return { map, created };
  }
}
