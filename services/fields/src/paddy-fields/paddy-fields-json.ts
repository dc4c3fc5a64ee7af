import { DEFAULT_PIN_ICON, PIN_ICONS } from '@inasaku/domain';

/**
 * The year's fields as the JSON of the list answer (PaddyField[]), built by PostgreSQL in one
 * statement: for 10,000 fields with boundaries, reading entities (TypeORM hydrates each row and
 * its brand, parses each boundary's GeoJSON) and serialising them again cost the service most of
 * the list's time. Every value is written as toPaddyField writes it (paddy-field.mapper.ts; the
 * integration tests compare the two): the boundary as TypeORM reads it (ST_AsGeoJSON, 9 decimals),
 * the area without the padding of its scale, the pin type trimmed and a default for an unknown
 * one, the timestamps as toISOString (UTC, milliseconds). row_to_json writes no spaces (json_build_object
 * and json_agg do: 9 % more bytes to send and parse).
 */
export const PADDY_FIELDS_JSON_SQL = `
  SELECT '[' || coalesce(string_agg(row_to_json(r)::text, ',' ORDER BY r.sequence), '') || ']' AS json
    FROM (
      SELECT f.paddy_field_id, f.management_id, f.name, f.map_pos, f.latitude, f.longitude,
             trim_scale(f.area)::text AS area, f.brand_id, b.brand_name AS brand, f.kousakusha,
             CASE WHEN btrim(f.pin_type) = ANY($3::text[]) THEN btrim(f.pin_type) ELSE $4 END AS pin_type,
             f.remarks, f.tag_no, to_char(f.sensor_start_date, 'YYYY-MM-DD') AS sensor_start_date, f.sequence,
             ST_AsGeoJSON(f.boundary)::json AS boundary, f.boundary_area_a,
             to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
             to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
        FROM paddy_fields f
        LEFT JOIN brands b ON b.brand_id = f.brand_id
       WHERE f.account_id = $1 AND f.management_id = $2 {ONE}
    ) r`;

/** The parameters after account and year: the pin types a field may show, and the default for any other. */
export const PIN_TYPE_PARAMS = [[...PIN_ICONS], DEFAULT_PIN_ICON] as const;
