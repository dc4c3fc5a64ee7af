import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One screen visit or operation (menu '01'-'28', ope '0' menu, '1' insert, '2' update, '3' delete). */
@Entity({ name: 'access_logs' })
export class AccessLogEntity {
  @PrimaryColumn('uuid', { name: 'log_id' })
  logId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('uuid', { name: 'user_id', nullable: true })
  userId: string | null;

  @Column('char', { length: 2 })
  menu: string;

  @Column('char', { length: 1 })
  ope: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}
