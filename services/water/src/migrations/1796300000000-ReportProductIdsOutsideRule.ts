import { Logger } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The product-ID rule (libs/domain PRODUCT_ID_PATTERN) as PostgreSQL reads it, frozen here as the
 * migration saw it. Compared under the C collation so the ranges are code-point ranges.
 */
const OUTSIDE_RULE = `"product_id" COLLATE "C" !~ '^[A-Za-z0-9._-]{1,100}$'`;

/**
 * Sensors registered before the product-ID rule may hold an ID that is not a plain name (`+`, `#`,
 * `a/b`, spaces...). They are never rewritten: the ID is the key the owner and the paddy fields
 * (tag_no) know. This view lists them for the operators (`SELECT * FROM
 * water.sensors_outside_product_id_rule`), and the migration logs each one with its account; such a
 * sensor no longer authenticates as a device (water's token check answers no sensor) until its owner
 * registers it again under a valid ID (README, "Product IDs").
 */
export class ReportProductIdsOutsideRule1796300000000 implements MigrationInterface {
  name = 'ReportProductIdsOutsideRule1796300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE VIEW "water"."sensors_outside_product_id_rule" AS
      SELECT "account_id", "id", "product_id", "name", "created_at"
      FROM "water"."sensors" WHERE ${OUTSIDE_RULE}`);
    const rows = (await q.query(
      `SELECT account_id, id, product_id FROM "water"."sensors_outside_product_id_rule" ORDER BY account_id, created_at`,
    )) as { account_id: string; id: string; product_id: string }[];
    const logger = new Logger('ProductIdReport');
    for (const r of rows) {
      // JSON-quoted: the ID may hold spaces or control characters that a log line would hide.
      logger.warn({
        msg: 'sensor product ID outside the product-ID rule: it cannot authenticate as a device until registered again under a valid ID',
        accountId: r.account_id, sensorId: r.id, productId: JSON.stringify(r.product_id),
      });
    }
    if (rows.length) logger.warn({ msg: 'sensors outside the product-ID rule', count: rows.length, view: 'water.sensors_outside_product_id_rule' });
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW IF EXISTS "water"."sensors_outside_product_id_rule"`);
  }
}
