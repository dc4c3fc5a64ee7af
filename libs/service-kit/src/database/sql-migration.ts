import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The statements of a migration that only runs SQL: `up` in order, and `down` that undoes them. */
export interface SqlSteps {
  up: readonly string[];
  down: readonly string[];
}

/**
 * A migration class that runs its statements one after the other, for a migration that is SQL
 * only. `name` is the class name TypeORM records, ending in the migration's timestamp.
 */
export function sqlMigration(name: string, steps: SqlSteps): new () => MigrationInterface {
  return class implements MigrationInterface {
    name = name;

    async up(q: QueryRunner): Promise<void> {
      for (const sql of steps.up) await q.query(sql);
    }

    async down(q: QueryRunner): Promise<void> {
      for (const sql of steps.down) await q.query(sql);
    }
  };
}
