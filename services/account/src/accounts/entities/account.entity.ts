import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'accounts' })
export class AccountEntity {
  @PrimaryColumn('uuid', { name: 'account_id' })
  accountId: string;

  /** The first entry is the root user (the creator). */
  @Column('uuid', { name: 'root_users', array: true })
  rootUsers: string[];

  @Column('smallint', { name: 'plan_type', default: 1 })
  planType: number;

  @Column('boolean', { default: false })
  admin: boolean;

  @Column('boolean', { name: 'water_management', default: false })
  waterManagement: boolean;

  /** Free: end of the free period. Standard: end of the paid year. */
  @Column('timestamptz', { name: 'paying_end_datetime' })
  payingEndDatetime: Date;

  /**
   * The paid plan was cancelled: it stops (type 4) at payingEndDatetime. A paid plan that was not
   * cancelled (renewed by the provider, or set by an operator) runs on.
   */
  @Column('boolean', { name: 'plan_cancelled', default: false })
  planCancelled: boolean;

  @Column('text', { name: 'area_name', nullable: true })
  areaName: string | null;

  @Column('double precision', { name: 'area_lat', nullable: true })
  areaLat: number | null;

  @Column('double precision', { name: 'area_lng', nullable: true })
  areaLng: number | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}
