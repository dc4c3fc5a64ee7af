import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A management year (営農年度) of an account. */
@Entity({ name: 'managements' })
export class ManagementEntity {
  @PrimaryColumn('uuid', { name: 'management_id' })
  managementId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  /** 1 January 00:00 Asia/Tokyo of `year`. */
  @Column('timestamptz', { name: 'start_datetime' })
  startDatetime: Date;

  /** The Tokyo calendar year; unique per account. */
  @Column('smallint')
  year: number;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}
