import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { sql, testUrls } from '@inasaku/testing';
import { ensureDatabase } from '../database/ensure-database';
import { joinWriteUnits, runInWriteUnit, writeUnitEscapes } from './write-transaction';

const SCHEMA = 'kit_write_units';

@Entity({ name: 'notes' })
class Note {
  @PrimaryColumn('text')
  id!: string;

  @Column('text')
  body!: string;
}

/**
 * joinWriteUnits: inside an idempotent unit every way a repository or service
 * writes through the data source is part of the unit's transaction, so a write and its key are
 * one fact; a unit that fails leaves nothing. Against real PostgreSQL.
 */
describe('write units', () => {
  let ds: DataSource;
  const url = testUrls().database;
  const count = async () => Number((await sql<{ n: string }>(url, `SELECT count(*) AS n FROM ${SCHEMA}.notes`))[0].n);

  beforeAll(async () => {
    await ensureDatabase(url, SCHEMA);
    ds = await new DataSource({
      type: 'postgres', url, schema: SCHEMA, entities: [Note], synchronize: false,
      extra: { options: `-c search_path=${SCHEMA},public`, max: 4 },
    }).initialize();
    await ds.query(`CREATE TABLE IF NOT EXISTS ${SCHEMA}.notes (id text PRIMARY KEY, body text NOT NULL)`);
    joinWriteUnits(ds);
  });
  afterAll(async () => {
    await ds.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await ds.destroy();
  });
  beforeEach(() => ds.query(`TRUNCATE ${SCHEMA}.notes`));

  /** As IdempotentWrites.run: the work, then the key row, in one transaction; `crash` fails it after the work. */
  const unit = (work: () => Promise<unknown>, crash = false) =>
    ds.transaction(async (m) => {
      await runInWriteUnit(m, work);
      if (crash) throw new Error('crashed before the key was recorded');
    });

  /** Every way the services write: repository, data-source manager, raw query, query builders, nested transaction. */
  const writeEveryWay = async () => {
    const repo = ds.getRepository(Note);
    await repo.insert({ id: 'repo-insert', body: 'a' });
    await repo.save({ id: 'repo-save', body: 'b' });
    await ds.manager.insert(Note, { id: 'manager', body: 'c' });
    await ds.query(`INSERT INTO notes (id, body) VALUES ('raw', 'd')`);
    await ds.createQueryBuilder().insert().into(Note).values({ id: 'builder', body: 'e' }).execute();
    await repo.createQueryBuilder().insert().values({ id: 'repo-builder', body: 'f' }).execute();
    await ds.transaction((m) => m.insert(Note, { id: 'nested', body: 'g' }));
    await repo.update({ id: 'repo-insert' }, { body: 'changed' });
  };

  it('a unit that fails after its writes leaves none of them, whichever way they were written', async () => {
    await expect(unit(writeEveryWay, true)).rejects.toThrow(/crashed/);
    expect(await count()).toBe(0);
  });

  it('a unit that commits keeps them all, and they see each other inside it', async () => {
    await unit(async () => {
      await writeEveryWay();
      // Read back inside the unit through another path: the same transaction.
      expect((await ds.getRepository(Note).findOneByOrFail({ id: 'repo-insert' })).body).toBe('changed');
    });
    expect(await count()).toBe(7);
  });

  it('a refused statement in a nested transaction (a savepoint) leaves the unit usable', async () => {
    await unit(async () => {
      await ds.getRepository(Note).insert({ id: 'one', body: 'a' });
      await expect(ds.transaction((m) => m.insert(Note, { id: 'one', body: 'again' }))).rejects.toThrow(/duplicate key/);
      await ds.getRepository(Note).insert({ id: 'two', body: 'b' });
    });
    expect(await count()).toBe(2);
  });

  it('outside a unit nothing changes: each write commits on its own', async () => {
    await ds.getRepository(Note).insert({ id: 'alone', body: 'a' });
    await expect(ds.transaction(async (m) => {
      await m.insert(Note, { id: 'inner', body: 'b' });
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await count()).toBe(1);
  });

  it('a connection taken explicitly inside a unit is counted as outside it; work left running after the unit uses the pool', async () => {
    const before = writeUnitEscapes();
    let late: Promise<unknown> = Promise.resolve();
    await unit(async () => {
      const runner = ds.createQueryRunner();
      await runner.release();
      late = new Promise((r) => setTimeout(r, 50)).then(() => ds.getRepository(Note).insert({ id: 'late', body: 'x' }));
    });
    expect(writeUnitEscapes() - before).toBe(1);
    await late;
    expect(await count()).toBe(1);
  });
});
