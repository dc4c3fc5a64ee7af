import { Column, Entity, PrimaryColumn } from 'typeorm';

/** ope: 4 view, 5 start, 6 success, 7 failure (spec 001 §7). */
@Entity({ name: 'login_logs' })
export class LoginLogEntity {
  @PrimaryColumn('uuid', { name: 'log_id' })
  logId: string;

  @Column('uuid', { name: 'account_id', nullable: true })
  accountId: string | null;

  @Column('uuid', { name: 'user_id', nullable: true })
  userId: string | null;

  @Column('text')
  ope: string;

  @Column('text', { nullable: true })
  addr: string | null;

  @Column('text', { nullable: true })
  tmp: string | null;

  @Column('text', { nullable: true })
  errcode: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}
