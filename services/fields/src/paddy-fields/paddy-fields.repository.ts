import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager, type Polygon, type Repository } from 'typeorm';
import { pointInBoundary } from '@inasaku/domain';
import { EVENTS, type PaddyFieldDeletedEvent } from '@inasaku/contracts';
import { EventOutbox, writeTransaction, type YearScope } from '@inasaku/service-kit';
import { BrandEntity } from '../brands/entities/brand.entity';
import { PaddyFieldEntity } from './entities/paddy-field.entity';
import { PaddyFieldCounterEntity } from './entities/paddy-field-counter.entity';
import type { AreaRow } from './area-summary';
import { PADDY_FIELDS_JSON_SQL, PIN_TYPE_PARAMS } from './paddy-fields-json';

/** A new pin: the normalised 'lat,lng' and its two parts as exact decimal text. */
export interface NewPosition {
  mapPos: string;
  latitude: string;
  longitude: string;
}

/** A new field: its pin, and optionally its area and boundary (with the boundary's area) and, from an import, the form's values. */
export interface NewPaddyField extends NewPosition {
  area?: string | null;
  boundary?: Polygon | null;
  boundaryAreaA?: string | null;
  name?: string | null;
  brandId?: string | null;
  kousakusha?: string | null;
  remarks?: string | null;
  tagNo?: string | null;
}

/** Columns the edit panel may change; absent keys are left alone. */
export type PaddyFieldChanges = Partial<
  Pick<
    PaddyFieldEntity,
    | 'name' | 'mapPos' | 'latitude' | 'longitude' | 'area' | 'brandId' | 'kousakusha' | 'pinType' | 'remarks' | 'tagNo' | 'sensorStartDate'
    | 'boundary' | 'boundaryAreaA'
  >
> & {
  /** With a new boundary and no new pin: where the pin goes if the stored one is outside the boundary. */
  pinInsideBoundary?: NewPosition;
};

export type UpdateOutcome =
  | { status: 'updated'; field: PaddyFieldEntity }
  | { status: 'not-found' }
  | { status: 'brand-not-found' }
  | { status: 'start-date-without-sensor' };

/** Asked inside the update when the linked sensor changes to `tagNo`; throws (and so writes nothing) when it may not be linked. */
export type SensorCheck = (tagNo: string) => Promise<void>;

export function paddyFieldDeletedMsgId(operationId: string): string {
  return `paddy-field.deleted:${operationId}`;
}

@Injectable()
export class PaddyFieldsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(PaddyFieldEntity) private readonly fields: Repository<PaddyFieldEntity>,
    private readonly outbox: EventOutbox,
  ) {}

  list(scope: YearScope, paddyFieldId?: string): Promise<PaddyFieldEntity[]> {
    return this.fields.find({
      where: { accountId: scope.accountId, managementId: scope.managementId, ...(paddyFieldId ? { paddyFieldId } : {}) },
      relations: { brand: true },
      order: { sequence: 'ASC' },
    });
  }

  /** The list answer's JSON, built by PostgreSQL (see PADDY_FIELDS_JSON_SQL); '[]' when none (or no such field). */
  async listJson(scope: YearScope, paddyFieldId?: string): Promise<string> {
    const one = paddyFieldId ? 'AND f.paddy_field_id = $5' : '';
    const [row] = (await this.dataSource.query(PADDY_FIELDS_JSON_SQL.replace('{ONE}', one), [
      scope.accountId, scope.managementId, ...PIN_TYPE_PARAMS, ...(paddyFieldId ? [paddyFieldId] : []),
    ])) as { json: string }[];
    return row.json;
  }

  /** Any year of the account: other services ask with ids they stored. */
  findForAccount(accountId: string, ids: string[]): Promise<PaddyFieldEntity[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.fields.find({ where: { accountId, paddyFieldId: In(ids) }, relations: { brand: true } });
  }

  /** Registers the pins with consecutive added-order numbers, in one transaction. */
  async create(scope: YearScope, positions: NewPaddyField[]): Promise<PaddyFieldEntity[]> {
    return writeTransaction(this.dataSource, (m) => this.insertFields(m, scope, positions));
  }

  /** Inserts the fields in the caller's transaction, numbered in order after the year's last. */
  async insertFields(m: EntityManager, scope: YearScope, positions: NewPaddyField[]): Promise<PaddyFieldEntity[]> {
    const last = await this.reserveSequences(m, scope, positions.length);
    const now = new Date();
    const rows = positions.map((p, i) =>
      m.create(PaddyFieldEntity, {
        paddyFieldId: randomUUID(), ...scope, sequence: last - positions.length + 1 + i,
        name: p.name ?? null, mapPos: p.mapPos, latitude: p.latitude, longitude: p.longitude, area: p.area ?? null,
        brandId: p.brandId ?? null, brand: null, kousakusha: p.kousakusha ?? null, pinType: '040', remarks: p.remarks ?? null,
        tagNo: p.tagNo ?? null, sensorStartDate: null, boundary: p.boundary ?? null, boundaryAreaA: p.boundaryAreaA ?? null,
        createdAt: now, updatedAt: now,
      }),
    );
    // In slices: one INSERT's parameters are limited (65,535), an import may hold thousands of fields.
    for (let i = 0; i < rows.length; i += 500) await m.insert(PaddyFieldEntity, rows.slice(i, i + 500));
    return rows;
  }

  async update(scope: YearScope, paddyFieldId: string, input: PaddyFieldChanges, checkSensor?: SensorCheck): Promise<UpdateOutcome> {
    return writeTransaction(this.dataSource, async (m) => {
      const where = { paddyFieldId, accountId: scope.accountId, managementId: scope.managementId };
      const current = await m.findOne(PaddyFieldEntity, { where, lock: { mode: 'pessimistic_write' } });
      if (!current) return { status: 'not-found' };
      if (input.brandId) {
        const brand = await m.findOneBy(BrandEntity, {
          brandId: input.brandId, accountId: scope.accountId, managementId: scope.managementId,
        });
        if (!brand) return { status: 'brand-not-found' };
      }
      const { pinInsideBoundary, ...changes } = input;
      // A new outline keeps the pin where the farmer put it, unless the pin would be outside it.
      if (changes.boundary && changes.mapPos === undefined && pinInsideBoundary
        && !pointInBoundary(changes.boundary, Number(current.longitude), Number(current.latitude))) {
        Object.assign(changes, pinInsideBoundary);
      }
      // The sensor link: a start date needs a sensor; unlinking clears the date; only a changed
      // sensor is checked (a field whose sensor was deleted since can still be saved otherwise).
      const tagNo = changes.tagNo !== undefined ? changes.tagNo : current.tagNo;
      if (!tagNo) {
        if (changes.sensorStartDate) return { status: 'start-date-without-sensor' };
        if (current.sensorStartDate) changes.sensorStartDate = null;
      } else if (tagNo !== current.tagNo && checkSensor) {
        await checkSensor(tagNo);
      }
      await m.update(PaddyFieldEntity, where, { ...changes, updatedAt: new Date() });
      const field = await m.findOneOrFail(PaddyFieldEntity, { where, relations: { brand: true } });
      return { status: 'updated', field };
    });
  }

  /** Clears the link to a deleted water sensor on the account's fields of every year; answers how many. */
  async unlinkSensor(accountId: string, tagNo: string): Promise<number> {
    const result = await this.fields
      .createQueryBuilder()
      .update(PaddyFieldEntity)
      .set({ tagNo: null, sensorStartDate: null, updatedAt: () => 'now()' })
      .where('account_id = :accountId AND tag_no = :tagNo', { accountId, tagNo })
      .execute();
    return result.affected ?? 0;
  }

  /**
   * Deletes all the given fields of the year or none (null when one is unknown), and writes
   * the deleted event to the outbox in the same transaction.
   */
  async delete(scope: YearScope, ids: string[]): Promise<string[] | null> {
    return writeTransaction(this.dataSource, async (m) => {
      const found = await m.find(PaddyFieldEntity, {
        select: { paddyFieldId: true },
        where: { accountId: scope.accountId, managementId: scope.managementId, paddyFieldId: In(ids) },
        lock: { mode: 'pessimistic_write' },
      });
      if (found.length !== ids.length) return null;
      await m.delete(PaddyFieldEntity, { paddyFieldId: In(ids) });
      const event: PaddyFieldDeletedEvent = {
        account_id: scope.accountId,
        management_id: scope.managementId,
        paddy_field_ids: ids,
        deleted_at: new Date().toISOString(),
      };
      await this.outbox.add(m, EVENTS.paddyFieldDeleted, event, paddyFieldDeletedMsgId(randomUUID()));
      return ids;
    });
  }

  async areaRows(scope: YearScope): Promise<AreaRow[]> {
    const rows = await this.fields
      .createQueryBuilder('f')
      .leftJoin('f.brand', 'b')
      .select(['f.brand_id AS brand_id', 'b.brand_name AS brand_name', 'b.sort_key AS sort_key', 'f.area AS area'])
      .where('f.account_id = :accountId AND f.management_id = :managementId', scope)
      .getRawMany<{ brand_id: string | null; brand_name: string | null; sort_key: number | null; area: string | null }>();
    return rows.map((r) => ({ brandId: r.brand_id, brandName: r.brand_name, brandSortKey: r.sort_key, area: r.area }));
  }

  /** Removes everything of an account (account deleted). */
  async deleteAccount(m: EntityManager, accountId: string): Promise<void> {
    await m.delete(PaddyFieldEntity, { accountId });
    await m.delete(PaddyFieldCounterEntity, { accountId });
  }

  /** Moves the year's counter on by `count` and returns the new last number; the row lock orders concurrent adds. */
  private async reserveSequences(m: EntityManager, scope: YearScope, count: number): Promise<number> {
    const [row] = (await m.query(
      `INSERT INTO paddy_field_counters (management_id, account_id, last_sequence) VALUES ($1, $2, $3)
       ON CONFLICT (management_id) DO UPDATE SET last_sequence = paddy_field_counters.last_sequence + EXCLUDED.last_sequence
       RETURNING last_sequence`,
      [scope.managementId, scope.accountId, count],
    )) as { last_sequence: number }[];
    return Number(row.last_sequence);
  }
}
