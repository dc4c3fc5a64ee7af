import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last added-order number given out in a year. */
@Entity({ name: 'paddy_field_counters' })
export class PaddyFieldCounterEntity {
  @PrimaryColumn('uuid', { name: 'management_id' })
  managementId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('integer', { name: 'last_sequence' })
  lastSequence: number;
}
