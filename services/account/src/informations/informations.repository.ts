import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { PageWindow } from '../common/paging';
import { InformationEntity } from './entities/information.entity';

export interface YearScope {
  accountId: string;
  managementId: string;
}

/** A notice as read for one user: the author's current name and whether the user read it. */
export interface InformationRow {
  informationId: string;
  managementId: string;
  userId: string;
  title: string;
  contents: string;
  imagePaths: string[];
  createdAt: Date;
  updatedAt: Date;
  contributor: string;
  isRead: boolean;
}

const SELECT_ROW = `
  SELECT i.information_id, i.management_id, i.user_id, i.title, i.contents, i.image_paths, i.created_at, i.updated_at,
         COALESCE(u.display_name, i.contributor_name) AS contributor,
         (r.user_id IS NOT NULL) AS is_read
    FROM informations i
    LEFT JOIN users u ON u.user_id = i.user_id AND u.account_id = i.account_id
    LEFT JOIN information_reads r ON r.information_id = i.information_id AND r.user_id = $1`;

interface RawRow {
  information_id: string;
  management_id: string;
  user_id: string;
  title: string;
  contents: string;
  image_paths: string[];
  created_at: Date;
  updated_at: Date;
  contributor: string;
  is_read: boolean;
}

function toRow(r: RawRow): InformationRow {
  return {
    informationId: r.information_id, managementId: r.management_id, userId: r.user_id, title: r.title, contents: r.contents,
    imagePaths: r.image_paths ?? [], createdAt: r.created_at, updatedAt: r.updated_at, contributor: r.contributor, isRead: r.is_read,
  };
}

@Injectable()
export class InformationsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(InformationEntity) private readonly informations: Repository<InformationEntity>,
  ) {}

  /** One page of the year's notices, newest first, as `viewerId` sees them. */
  async page(scope: YearScope, window: PageWindow, viewerId: string | null): Promise<InformationRow[]> {
    const params: unknown[] = [viewerId, scope.accountId, scope.managementId, window.offset, window.limit];
    let after = '';
    // A cursor that vanished (deleted meanwhile) counts from the top; its time is compared in SQL.
    if (window.cursor && (await this.informations.existsBy({ informationId: window.cursor, ...scope }))) {
      params.push(window.cursor);
      after = `AND (i.created_at, i.information_id) < (SELECT c.created_at, c.information_id FROM informations c WHERE c.information_id = $6)`;
    }
    const rows = (await this.dataSource.query(
      `${SELECT_ROW}
        WHERE i.account_id = $2 AND i.management_id = $3 ${after}
        ORDER BY i.created_at DESC, i.information_id DESC
        OFFSET $4 LIMIT $5`,
      params,
    )) as RawRow[];
    return rows.map(toRow);
  }

  count(scope: YearScope): Promise<number> {
    return this.informations.countBy({ accountId: scope.accountId, managementId: scope.managementId });
  }

  /** A notice of the account (any year) as `viewerId` sees it. */
  async findRow(accountId: string, informationId: string, viewerId: string | null): Promise<InformationRow | null> {
    const rows = (await this.dataSource.query(`${SELECT_ROW} WHERE i.account_id = $2 AND i.information_id = $3`, [
      viewerId, accountId, informationId,
    ])) as RawRow[];
    return rows.length ? toRow(rows[0]) : null;
  }

  findEntity(accountId: string, informationId: string): Promise<InformationEntity | null> {
    return this.informations.findOneBy({ accountId, informationId });
  }

  /** Stores the notice and marks it read by its author, in one transaction. */
  async create(scope: YearScope, data: Pick<InformationEntity, 'userId' | 'contributorName' | 'title' | 'contents' | 'imagePaths'>): Promise<string> {
    const informationId = randomUUID();
    await this.dataSource.transaction(async (m) => {
      const now = new Date();
      await m.insert(InformationEntity, { informationId, ...scope, ...data, createdAt: now, updatedAt: now });
      await m.query(
        `INSERT INTO information_reads (information_id, user_id, account_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [informationId, data.userId, scope.accountId],
      );
    });
    return informationId;
  }

  async update(informationId: string, changes: Partial<Pick<InformationEntity, 'title' | 'contents' | 'imagePaths'>>): Promise<void> {
    await this.informations.update({ informationId }, { ...changes, updatedAt: new Date() });
  }

  /** Read marks go with the notice (foreign key). */
  async delete(informationId: string): Promise<void> {
    await this.informations.delete({ informationId });
  }

  /** Idempotent: reading twice keeps the first time. */
  async markRead(accountId: string, informationId: string, userId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO information_reads (information_id, user_id, account_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [informationId, userId, accountId],
    );
  }
}
