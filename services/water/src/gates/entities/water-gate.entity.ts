import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The current state of one paddy field's supply and drain gates. */
@Entity({ name: 'water_gates' })
export class WaterGateEntity {
  @PrimaryColumn('uuid', { name: 'paddy_field_id' })
  paddyFieldId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('uuid', { name: 'management_id' })
  managementId: string;

  @Column('smallint', { name: 'supply_status', default: 0 })
  supplyStatus: number;

  @Column('timestamptz', { name: 'supply_time', nullable: true })
  supplyTime: Date | null;

  @Column('varchar', { name: 'supply_worker', length: 100, nullable: true })
  supplyWorker: string | null;

  @Column('smallint', { name: 'out_status', default: 0 })
  outStatus: number;

  @Column('timestamptz', { name: 'out_time', nullable: true })
  outTime: Date | null;

  @Column('varchar', { name: 'out_worker', length: 100, nullable: true })
  outWorker: string | null;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;
}
