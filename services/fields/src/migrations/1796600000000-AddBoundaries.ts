import { sqlMigration } from '@inasaku/service-kit';

/**
 * Field boundaries and the shared 筆ポリゴン table, in PostGIS. The extension goes into `public`
 * (on every service's search_path) so a fresh database (tests, the browser tests' database, a
 * cluster's) gets it from this migration; the role running migrations must be allowed to create
 * it (a superuser locally and in CI). fude_polygons has no account_id: MAFF's open data belongs
 * to no account, every account reads it.
 */
export const AddBoundaries1796600000000 = sqlMigration('AddBoundaries1796600000000', {
  up: [
    `CREATE EXTENSION IF NOT EXISTS postgis WITH SCHEMA public`,
    `
      ALTER TABLE "fields"."paddy_fields"
        ADD COLUMN "boundary" public.geometry(Polygon, 4326),
        ADD COLUMN "boundary_area_a" numeric(11, 2)`,
    `
      CREATE TABLE "fields"."fude_polygons" (
        "polygon_uuid" uuid PRIMARY KEY,
        "land_type" varchar(8),
        "local_government_cd" varchar(8),
        "issue_year" smallint,
        "edit_year" smallint,
        "history" text,
        "last_polygon_uuid" uuid,
        "boundary" public.geometry(Polygon, 4326) NOT NULL,
        "area_a" numeric(11, 2) NOT NULL
      )`,
    `CREATE INDEX "fude_polygons_boundary_gist" ON "fields"."fude_polygons" USING gist ("boundary")`,
  ],

  down: [
    `DROP TABLE IF EXISTS "fields"."fude_polygons"`,
    `ALTER TABLE "fields"."paddy_fields" DROP COLUMN IF EXISTS "boundary", DROP COLUMN IF EXISTS "boundary_area_a"`,
  ],
});
