import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { EVENTS, managementCreatedMsgId, type ManagementCreatedEvent } from '@inasaku/contracts';
import { EventOutbox } from '@inasaku/service-kit';
import { toTokyoIso } from '@inasaku/domain';
import { ManagementEntity } from '../accounts/entities/management.entity';

@Injectable()
export class ManagementsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(ManagementEntity) private readonly managements: Repository<ManagementEntity>,
    private readonly outbox: EventOutbox,
  ) {}

  /** Newest first: the first one is the current year. */
  list(accountId: string): Promise<ManagementEntity[]> {
    return this.managements.find({ where: { accountId }, order: { year: 'DESC' } });
  }

  /**
   * Creates the account's management year `year` unless it exists, together with the
   * management-created event (carrying the newest earlier year), in one transaction. The unique
   * (account_id, year) key makes concurrent callers (replicas, the sweep, sign-in) create it
   * once; only the creating transaction writes the event. Returns the new year, or null.
   */
  async startYear(accountId: string, year: number, start: Date): Promise<ManagementEntity | null> {
    return this.dataSource.transaction(async (m) => {
      const managementId = randomUUID();
      const inserted = (await m.query(
        `INSERT INTO managements (management_id, account_id, start_datetime, year)
         SELECT $1, a.account_id, $3, $4 FROM accounts a WHERE a.account_id = $2
         ON CONFLICT DO NOTHING RETURNING management_id`,
        [managementId, accountId, start, year],
      )) as unknown[];
      if (inserted.length === 0) return null;
      const previous = await m
        .getRepository(ManagementEntity)
        .createQueryBuilder('m')
        .where('m.account_id = :accountId AND m.year < :year', { accountId, year })
        .orderBy('m.year', 'DESC')
        .getOne();
      if (previous) {
        const event: ManagementCreatedEvent = {
          account_id: accountId,
          management_id: managementId,
          previous_management_id: previous.managementId,
          start_datetime: toTokyoIso(start),
        };
        await this.outbox.add(m, EVENTS.managementCreated, event, managementCreatedMsgId(managementId));
      }
      return m.findOneByOrFail(ManagementEntity, { managementId });
    });
  }

  /** Accounts whose newest year is before `year` (the new-year sweep), a batch at a time. */
  async accountsBehind(year: number, limit: number): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT account_id FROM managements GROUP BY account_id HAVING max(year) < $1 ORDER BY account_id LIMIT $2`,
      [year, limit],
    )) as { account_id: string }[];
    return rows.map((r) => r.account_id);
  }
}
