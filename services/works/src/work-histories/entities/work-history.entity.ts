import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One work entry of a year: on a paddy field, or (paddy_field_id null) of a non-field item. */
@Entity({ name: 'work_histories' })
export class WorkHistoryEntity {
  @PrimaryColumn('uuid', { name: 'work_history_id' })
  workHistoryId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('uuid', { name: 'management_id' })
  managementId: string;

  @Column('uuid', { name: 'season_id' })
  seasonId: string;

  @Column('uuid', { name: 'item_id' })
  itemId: string;

  @Column('uuid', { name: 'paddy_field_id', nullable: true })
  paddyFieldId: string | null;

  /** detail id -> value text */
  @Column('jsonb', { name: 'work_items' })
  workItems: Record<string, string>;

  /** detail id -> per-10a value text */
  @Column('jsonb', { name: 'work_items_auto', default: {} })
  workItemsAuto: Record<string, string>;

  @Column('text', { name: 'image_paths', array: true, default: [] })
  imagePaths: string[];

  /** row 0 (実施日), kept apart for ordering */
  @Column('date', { name: 'work_date', nullable: true })
  workDate: string | null;

  /** row 1 (作業者) */
  @Column('varchar', { length: 100, nullable: true })
  worker: string | null;

  /** the entered values in one lower-cased text, for the work search */
  @Column('text', { name: 'search_text', default: '' })
  searchText: string;

  /** two-character pieces of search_text tagged with the year, for the GIN index of the search */
  @Column('text', { name: 'search_grams', array: true, default: [] })
  searchGrams: string[];

  @Column('varchar', { name: 'create_user_id', length: 64, nullable: true })
  createUserId: string | null;

  @Column('varchar', { name: 'update_user_id', length: 64, nullable: true })
  updateUserId: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;

  /** set when the paddy field was deleted in the fields service */
  @Column('timestamptz', { name: 'deleted_at', nullable: true })
  deletedAt: Date | null;
}
