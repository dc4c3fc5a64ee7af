import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A brand (品種) of one management year. */
@Entity({ name: 'brands' })
export class BrandEntity {
  @PrimaryColumn('uuid', { name: 'brand_id' })
  brandId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('uuid', { name: 'management_id' })
  managementId: string;

  @Column('varchar', { name: 'brand_name', length: 20 })
  brandName: string;

  @Column('integer', { name: 'sort_key' })
  sortKey: number;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;
}
