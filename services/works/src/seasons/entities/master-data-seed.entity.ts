import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Marks an account whose starting seasons were created, so that a redelivered event creates nothing. */
@Entity({ name: 'master_data_seeds' })
export class MasterDataSeedEntity {
  @PrimaryColumn('uuid', { name: 'account_id' })
  accountId: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}
