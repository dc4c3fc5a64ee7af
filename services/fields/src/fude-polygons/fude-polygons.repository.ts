import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { FudePolygon } from '@inasaku/contracts';

interface FudeRow {
  polygon_uuid: string;
  land_type: string | null;
  local_government_cd: string | null;
  issue_year: number | null;
  boundary: FudePolygon['boundary'];
  area_a: string;
}

const COLUMNS = `polygon_uuid, land_type, local_government_cd, issue_year, ST_AsGeoJSON(boundary)::json AS boundary, area_a::text AS area_a`;

/**
 * The shared 筆ポリゴン table (no account owns it; `npm run fude:import` fills it). Both queries
 * go through the GiST index on `boundary`.
 */
@Injectable()
export class FudePolygonsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The 筆 containing the point; where two overlap (a redraw of the same paddy), the smaller. */
  async at(lat: number, lng: number): Promise<FudePolygon | null> {
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM fude_polygons
        WHERE ST_Intersects(boundary, ST_SetSRID(ST_MakePoint($1, $2), 4326))
        ORDER BY area_a LIMIT 1`,
      [lng, lat],
    )) as FudeRow[];
    return rows.length ? toFude(rows[0]) : null;
  }

  /** Up to `limit` 筆 touching the box. */
  async inBox(box: [number, number, number, number], limit: number): Promise<FudePolygon[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM fude_polygons WHERE boundary && ST_MakeEnvelope($1, $2, $3, $4, 4326) LIMIT $5`,
      [...box, limit],
    )) as FudeRow[];
    return rows.map(toFude);
  }
}

function toFude(r: FudeRow): FudePolygon {
  return {
    polygon_uuid: r.polygon_uuid,
    land_type: r.land_type,
    local_government_cd: r.local_government_cd,
    issue_year: r.issue_year === null ? null : Number(r.issue_year),
    boundary: { type: 'Polygon', coordinates: r.boundary.coordinates },
    area_a: Number(r.area_a),
  };
}
