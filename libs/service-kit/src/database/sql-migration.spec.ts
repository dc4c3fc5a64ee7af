import type { QueryRunner } from 'typeorm';
import { sqlMigration } from './sql-migration';

describe('sqlMigration', () => {
  it('is a migration named as given that runs its up statements, then its down statements, in order', async () => {
    const Migration = sqlMigration('CreateThings1790000000000', {
      up: ['CREATE TABLE "s"."things" ("id" uuid PRIMARY KEY)', 'CREATE INDEX "things_idx" ON "s"."things" ("id")'],
      down: ['DROP TABLE IF EXISTS "s"."things"'],
    });
    const ran: string[] = [];
    const q = { query: (sql: string) => Promise.resolve(void ran.push(sql)) } as unknown as QueryRunner;
    const migration = new Migration();
    expect(migration.name).toBe('CreateThings1790000000000');
    await migration.up(q);
    await migration.down(q);
    expect(ran).toEqual([
      'CREATE TABLE "s"."things" ("id" uuid PRIMARY KEY)',
      'CREATE INDEX "things_idx" ON "s"."things" ("id")',
      'DROP TABLE IF EXISTS "s"."things"',
    ]);
  });

  it('stops at a failing statement', async () => {
    const Migration = sqlMigration('Fails1790000000001', { up: ['SELECT 1', 'BROKEN', 'SELECT 3'], down: [] });
    const ran: string[] = [];
    const q = { query: (sql: string) => (sql === 'BROKEN' ? Promise.reject(new Error('syntax error')) : Promise.resolve(void ran.push(sql))) } as unknown as QueryRunner;
    await expect(new Migration().up(q)).rejects.toThrow('syntax error');
    expect(ran).toEqual(['SELECT 1']);
  });
});
