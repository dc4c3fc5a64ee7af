import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Polygon } from 'typeorm';
import { BrandEntity } from '../../brands/entities/brand.entity';

/** A paddy field (ほ場) of one management year. numeric columns arrive as exact text. */
@Entity({ name: 'paddy_fields' })
export class PaddyFieldEntity {
  @PrimaryColumn('uuid', { name: 'paddy_field_id' })
  paddyFieldId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('uuid', { name: 'management_id' })
  managementId: string;

  @Column('integer')
  sequence: number;

  @Column('varchar', { length: 100, nullable: true })
  name: string | null;

  @Column('text', { name: 'map_pos' })
  mapPos: string;

  @Column('numeric')
  latitude: string;

  @Column('numeric')
  longitude: string;

  @Column('numeric', { precision: 11, scale: 2, nullable: true })
  area: string | null;

  @Column('uuid', { name: 'brand_id', nullable: true })
  brandId: string | null;

  @ManyToOne(() => BrandEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'brand_id' })
  brand?: BrandEntity | null;

  @Column('varchar', { length: 100, nullable: true })
  kousakusha: string | null;

  @Column('char', { name: 'pin_type', length: 3, default: '040' })
  pinType: string;

  @Column('varchar', { length: 1000, nullable: true })
  remarks: string | null;

  @Column('varchar', { name: 'tag_no', length: 100, nullable: true })
  tagNo: string | null;

  @Column('date', { name: 'sensor_start_date', nullable: true })
  sensorStartDate: string | null;

  /** PostGIS geometry(Polygon, 4326); TypeORM reads and writes it as GeoJSON */
  @Column('geometry', { nullable: true, spatialFeatureType: 'Polygon', srid: 4326 })
  boundary: Polygon | null;

  /** geodesic area of `boundary` in a */
  @Column('numeric', { name: 'boundary_area_a', precision: 11, scale: 2, nullable: true })
  boundaryAreaA: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;
}
