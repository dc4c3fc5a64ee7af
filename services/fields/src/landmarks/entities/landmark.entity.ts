import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A landmark of the account (not tied to a year). */
@Entity({ name: 'landmarks' })
export class LandmarkEntity {
  @PrimaryColumn('uuid', { name: 'landmark_id' })
  landmarkId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('varchar', { length: 100, default: '' })
  name: string;

  @Column('varchar', { length: 3, default: '000' })
  icon: string;

  @Column('numeric')
  latitude: string;

  @Column('numeric')
  longitude: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;
}
