import { Column, Entity, PrimaryColumn } from 'typeorm';

/** 積算温度の設定 of one management year (spec 000 §3 weather setting). */
@Entity({ name: 'settings' })
export class WeatherSettingEntity {
  @PrimaryColumn('uuid', { name: 'setting_id' })
  settingId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('varchar', { name: 'management_id', length: 64 })
  managementId: string;

  @Column('varchar', { length: 20 })
  name: string;

  /** 'YYYY-MM-DD' (pg date comes back as text) */
  @Column('date', { name: 'start_date' })
  startDate: string;

  @Column('integer')
  cumulative: number;

  /** decimal text */
  @Column('numeric', { precision: 5, scale: 1 })
  basetemp: string;

  @Column('numeric', { precision: 5, scale: 1 })
  correction: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;
}
