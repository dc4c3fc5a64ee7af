import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One gate record of one field, with the field's name as it was then. */
@Entity({ name: 'water_gate_logs' })
export class WaterGateLogEntity {
  @PrimaryColumn('uuid', { name: 'log_id' })
  logId: string;

  /** insertion order, the tie-break of newest-first paging */
  @Column({ type: 'bigint', insert: false, update: false })
  seq: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('uuid', { name: 'management_id' })
  managementId: string;

  @Column('uuid', { name: 'paddy_field_id' })
  paddyFieldId: string;

  @Column('varchar', { name: 'paddy_field_name', length: 100, nullable: true })
  paddyFieldName: string | null;

  @Column('smallint', { name: 'gate_type' })
  gateType: number;

  @Column('smallint', { name: 'gate_status' })
  gateStatus: number;

  @Column('timestamptz')
  datetime: Date;

  @Column('varchar', { length: 100 })
  worker: string;

  @Column('varchar', { name: 'user_id', length: 64, nullable: true })
  userId: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}
