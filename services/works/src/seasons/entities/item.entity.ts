import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ItemDetail } from '@inasaku/contracts';

/** A work item (作業項目) of a season; its details are kept in order as one jsonb list. */
@Entity({ name: 'items' })
export class ItemEntity {
  @PrimaryColumn('uuid', { name: 'item_id' })
  itemId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('uuid', { name: 'season_id' })
  seasonId: string;

  @Column('varchar', { name: 'item_name', length: 100 })
  itemName: string;

  @Column('numeric', { name: 'item_area_total', precision: 11, scale: 2, nullable: true })
  itemAreaTotal: string | null;

  @Column('char', { name: 'item_progress', length: 1, nullable: true })
  itemProgress: '1' | '2' | null;

  @Column('char', { name: 'item_pattern', length: 1 })
  itemPattern: '1' | '2';

  @Column('integer', { name: 'sort_key' })
  sortKey: number;

  @Column('jsonb', { name: 'item_details' })
  itemDetails: ItemDetail[];

  @Column('timestamptz', { name: 'deleted_at', nullable: true })
  deletedAt: Date | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;
}
