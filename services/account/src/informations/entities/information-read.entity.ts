import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user opened a notice. */
@Entity({ name: 'information_reads' })
export class InformationReadEntity {
  @PrimaryColumn('uuid', { name: 'information_id' })
  informationId: string;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('timestamptz', { name: 'read_at', default: () => 'now()' })
  readAt: Date;
}
