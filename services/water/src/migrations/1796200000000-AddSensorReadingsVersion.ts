import { sqlMigration } from '@inasaku/service-kit';

/**
 * A counter on the sensor row that the readings consumer raises in the transaction that stores
 * any reading of the sensor (a late backlog reading too, which can enter its latest 7 without
 * moving last_measured_at). The map's per-sensor answer cache (sensors/sensor-map-cache.ts) keys
 * on it, so a replica re-reads only the sensors whose latest readings may have changed.
 * A constant default: no table rewrite.
 */
export const AddSensorReadingsVersion1796200000000 = sqlMigration('AddSensorReadingsVersion1796200000000', {
  up: [
    `ALTER TABLE "water"."sensors" ADD COLUMN IF NOT EXISTS "readings_version" bigint NOT NULL DEFAULT 0`,
  ],

  down: [
    `ALTER TABLE "water"."sensors" DROP COLUMN IF EXISTS "readings_version"`,
  ],
});
