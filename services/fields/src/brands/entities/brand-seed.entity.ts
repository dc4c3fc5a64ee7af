import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Marks a year whose starting brands were created, so that a redelivered event creates nothing. */
@Entity({ name: 'brand_seeds' })
export class BrandSeedEntity {
  @PrimaryColumn('uuid', { name: 'management_id' })
  managementId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}
