import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One position a worker's phone sent. */
@Entity({ name: 'location_histories' })
export class LocationHistoryEntity {
  @PrimaryGeneratedColumn('identity', { name: 'location_id', type: 'bigint', generatedIdentity: 'ALWAYS' })
  locationId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('varchar', { name: 'user_id', length: 64 })
  userId: string;

  @Column('double precision')
  lat: number;

  @Column('double precision')
  lon: number;

  @Column('timestamptz', { name: 'location_time' })
  locationTime: Date;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}
