import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A notice (お知らせ) of one management year. */
@Entity({ name: 'informations' })
export class InformationEntity {
  @PrimaryColumn('uuid', { name: 'information_id' })
  informationId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('uuid', { name: 'management_id' })
  managementId: string;

  /** The author. */
  @Column('uuid', { name: 'user_id' })
  userId: string;

  /** The author's name when posted, shown if the user is deleted later. */
  @Column('text', { name: 'contributor_name' })
  contributorName: string;

  @Column('varchar', { length: 100 })
  title: string;

  @Column('varchar', { length: 1000, default: '' })
  contents: string;

  @Column('text', { name: 'image_paths', array: true, default: () => "'{}'" })
  imagePaths: string[];

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;
}
