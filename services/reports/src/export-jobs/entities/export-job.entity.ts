import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One image Excel export of a year (spec 001 §4): 1 running, 2 done, 9 failed. */
@Entity({ name: 'export_jobs' })
export class ExportJobEntity {
  @PrimaryColumn('uuid', { name: 'job_id' })
  jobId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('uuid', { name: 'management_id' })
  managementId: string;

  @Column('varchar', { name: 'user_id', length: 64, nullable: true })
  userId: string | null;

  @Column('smallint')
  status: number;

  /** the report's 全項目表示 as the request had it */
  @Column('boolean', { name: 'show_all', default: false })
  showAll: boolean;

  /** the report's ほ場外作業表示 as the request had it */
  @Column('boolean', { name: 'show_outside', default: false })
  showOutside: boolean;

  @Column('integer', { name: 'done_count', default: 0 })
  doneCount: number;

  @Column('integer', { name: 'total_count', default: 0 })
  totalCount: number;

  @Column('text', { name: 'file_key', nullable: true })
  fileKey: string | null;

  @Column('text', { nullable: true })
  filename: string | null;

  @Column('bigint', { name: 'file_size', nullable: true })
  fileSize: string | null;

  @Column('text', { nullable: true })
  error: string | null;

  /** builds started (a restart redelivers the queue message and starts again) */
  @Column('integer', { default: 0 })
  attempts: number;

  /** the builder touches it as it goes; a running job whose heartbeat stopped long ago is failed */
  @Column('timestamptz', { name: 'heartbeat_at', default: () => 'now()' })
  heartbeatAt: Date;

  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt: Date | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;
}
