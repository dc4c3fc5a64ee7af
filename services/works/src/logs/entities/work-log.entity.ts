import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { WorkLogDetail } from '@inasaku/contracts';

/** A snapshot of one insert (1), edit (2) or delete (3) of work, as the dashboard shows it. */
@Entity({ name: 'work_logs' })
export class WorkLogEntity {
  @PrimaryColumn('uuid', { name: 'log_id' })
  logId: string;

  /** insertion order, for newest-first paging */
  @Column({ type: 'bigint', insert: false, update: false })
  seq: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('uuid', { name: 'management_id' })
  managementId: string;

  @Column('smallint')
  type: 1 | 2 | 3;

  @Column('char', { name: 'del_flg', length: 1, default: '0' })
  delFlg: '0' | '1';

  /** the histories this operation concerned */
  @Column('uuid', { name: 'work_history_ids', array: true, default: [] })
  workHistoryIds: string[];

  @Column('date', { name: 'work_date', nullable: true })
  workDate: string | null;

  @Column('varchar', { length: 100, nullable: true })
  worker: string | null;

  @Column('varchar', { name: 'season_name', length: 100 })
  seasonName: string;

  @Column('varchar', { name: 'item_name', length: 100 })
  itemName: string;

  @Column('boolean', { name: 'is_not_paddy_field_item', default: false })
  isNotPaddyFieldItem: boolean;

  @Column('jsonb', { name: 'paddy_fields', default: [] })
  paddyFields: { paddy_field_id: string; paddy_field_name: string | null }[];

  @Column('numeric', { name: 'area_total', precision: 16, scale: 2, nullable: true })
  areaTotal: string | null;

  @Column('jsonb', { name: 'item_details', default: [] })
  itemDetails: WorkLogDetail[];

  @Column('text', { name: 'image_paths', array: true, default: [] })
  imagePaths: string[];

  @Column('varchar', { name: 'user_id', length: 64, nullable: true })
  userId: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}
