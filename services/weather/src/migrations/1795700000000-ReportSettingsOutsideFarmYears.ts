import { Logger } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Before start dates were checked, a weather setting could start in 1899 or 9999 (the farm years of
 * libs/domain FARM_YEAR_MIN..FARM_YEAR_MAX are 2000-2100, frozen here). Such a setting is the
 * farmer's own and is not rewritten: a guessed date would silently change the accumulation. This
 * view lists them for the operators (`SELECT * FROM weather.settings_outside_farm_years`) and the
 * migration logs each; the owner corrects it on the settings screen, whose edit now asks for a real
 * date of the farm years.
 */
export class ReportSettingsOutsideFarmYears1795700000000 implements MigrationInterface {
  name = 'ReportSettingsOutsideFarmYears1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE VIEW "weather"."settings_outside_farm_years" AS
      SELECT "account_id", "management_id", "setting_id", "name", "start_date"
      FROM "weather"."settings" WHERE "start_date" < date '2000-01-01' OR "start_date" > date '2100-12-31'`);
    const rows = (await q.query(
      `SELECT account_id, setting_id, start_date::text AS start_date FROM "weather"."settings_outside_farm_years" ORDER BY account_id`,
    )) as { account_id: string; setting_id: string; start_date: string }[];
    const logger = new Logger('WeatherSettingsOutsideFarmYears');
    for (const r of rows) {
      logger.warn({ msg: 'weather setting starting outside the farm years (kept; the owner must correct it)', accountId: r.account_id, settingId: r.setting_id, startDate: r.start_date });
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW IF EXISTS "weather"."settings_outside_farm_years"`);
  }
}
