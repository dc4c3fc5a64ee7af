import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A season (作業分類) of an account. */
@Entity({ name: 'seasons' })
export class SeasonEntity {
  @PrimaryColumn('uuid', { name: 'season_id' })
  seasonId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('varchar', { name: 'season_name', length: 100 })
  seasonName: string;

  @Column('varchar', { length: 7 })
  color: string;

  @Column('boolean', { name: 'is_not_paddy_field_item', default: false })
  isNotPaddyFieldItem: boolean;

  @Column('integer', { name: 'sort_key' })
  sortKey: number;

  @Column('timestamptz', { name: 'deleted_at', nullable: true })
  deletedAt: Date | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;
}
