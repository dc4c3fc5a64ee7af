import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A single row (id 1): whether the site is under maintenance and what to tell users. */
@Entity({ name: 'maintenance' })
export class MaintenanceEntity {
  @PrimaryColumn('smallint')
  id: number;

  @Column('boolean')
  on: boolean;

  @Column('text')
  message: string;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;
}
