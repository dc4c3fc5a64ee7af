import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@nestjs/common';
import { EntityManager, type DataSource } from 'typeorm';

interface WriteUnit {
  dataSource: DataSource;
  manager: EntityManager;
  afterCommit: (() => Promise<unknown> | unknown)[];
  /** Set when the unit's transaction has ended: work still running in its async context goes back to the pool. */
  ended: boolean;
}

const unit = new AsyncLocalStorage<WriteUnit>();
const logger = new Logger('WriteUnit');

/** The unit of `dataSource` the caller runs in, if its transaction is still open. */
function activeUnit(dataSource: DataSource): WriteUnit | null {
  const current = unit.getStore();
  if (!current || current.ended || current.dataSource !== dataSource) return null;
  if (current.manager.queryRunner?.isReleased) return null;
  return current;
}

/** True inside an idempotent write unit (IdempotentWrites.run): work that needs the commit waits for it. */
export function inWriteUnit(): boolean {
  const current = unit.getStore();
  return !!current && !current.ended;
}

/**
 * A repository's write transaction. Inside IdempotentWrites.run it joins the transaction that
 * also records the request's Idempotency-Key (so the write and the key commit or roll back
 * together); anywhere else it is `dataSource.transaction(work)`. Since `joinWriteUnits` makes
 * every query of the data source join the unit, this is the same as `dataSource.transaction`
 * (a savepoint inside the unit) and is kept for the repositories that call it.
 */
export function writeTransaction<T>(dataSource: DataSource, work: (m: EntityManager) => Promise<T>): Promise<T> {
  const current = activeUnit(dataSource);
  return current ? work(current.manager) : dataSource.transaction(work);
}

/**
 * Work that must see the committed write (cache invalidation, announcing a change, queueing a
 * job that reads the new row): at once outside an idempotent unit, after the unit's commit
 * inside one (run before the commit, a reader could cache the old answer again, or a consumer
 * could look for a row not yet visible). Not run when the unit rolls back.
 */
export async function afterWriteCommit(fn: () => Promise<unknown> | unknown): Promise<void> {
  const current = unit.getStore();
  if (current && !current.ended) current.afterCommit.push(fn);
  else await fn();
}

/** @internal IdempotentWrites: runs `fn` with `manager` as the joined transaction. */
export async function runInWriteUnit<T>(manager: EntityManager, fn: () => Promise<T>): Promise<{ result: T; afterCommit: WriteUnit['afterCommit'] }> {
  const store: WriteUnit = { dataSource: manager.dataSource, manager, afterCommit: [], ended: false };
  try {
    const result = await unit.run(store, fn);
    return { result, afterCommit: store.afterCommit };
  } finally {
    // Anything the handler left running (a promise not awaited) now queries outside the unit.
    store.ended = true;
  }
}

const JOINED = Symbol.for('inasaku.write-units-joined');
/** Queries that had to take their own connection inside a unit: they are not part of its transaction. */
let escapes = 0;

/** How many queries ran on their own connection inside an idempotent unit since start (0 is right). */
export function writeUnitEscapes(): number {
  return escapes;
}

/**
 * Makes every query of `dataSource` made inside an idempotent write unit run in the unit's
 * transaction: the data source's own manager (which every injected repository uses), its
 * `query`, `createQueryBuilder` and `transaction` (a savepoint inside the unit). So a handler's
 * writes and its Idempotency-Key are one unit without the handler or its repositories doing
 * anything: a new write handler is covered by default. Outside a unit nothing changes.
 *
 * What still takes its own connection inside a unit (an explicit `createQueryRunner()`) is not
 * part of the unit: it is counted and logged once per subject, see writeUnitEscapes.
 */
export function joinWriteUnits(dataSource: DataSource): void {
  const marked = dataSource as unknown as Record<symbol, boolean>;
  if (marked[JOINED]) return;
  marked[JOINED] = true;

  const manager = dataSource.manager as unknown as Record<string, unknown>;
  const proto = EntityManager.prototype as unknown as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(EntityManager.prototype)) {
    if (name === 'constructor') continue;
    const descriptor = Object.getOwnPropertyDescriptor(EntityManager.prototype, name);
    if (!descriptor || typeof descriptor.value !== 'function') continue;
    const original = proto[name] as (...args: unknown[]) => unknown;
    Object.defineProperty(manager, name, {
      configurable: true,
      writable: true,
      value: function (this: EntityManager, ...args: unknown[]) {
        const current = activeUnit(dataSource);
        if (current) return (current.manager as unknown as Record<string, (...a: unknown[]) => unknown>)[name](...args);
        return original.apply(this, args);
      },
    });
  }

  const ds = dataSource as unknown as {
    query: (q: string, p?: unknown[], r?: unknown) => Promise<unknown>;
    createQueryBuilder: (...args: unknown[]) => unknown;
    createQueryRunner: (...args: unknown[]) => unknown;
  };
  const query = ds.query.bind(dataSource);
  ds.query = (q, p, r) => query(q, p, r ?? activeUnit(dataSource)?.manager.queryRunner);
  const createQueryBuilder = ds.createQueryBuilder.bind(dataSource);
  ds.createQueryBuilder = (...args: unknown[]) => {
    const runner = activeUnit(dataSource)?.manager.queryRunner;
    if (runner) {
      if (args.length >= 2 && args[1]) args[2] ??= runner;
      else args[0] ??= runner;
    }
    return createQueryBuilder(...args);
  };
  const createQueryRunner = ds.createQueryRunner.bind(dataSource);
  const warned = new Set<string>();
  ds.createQueryRunner = (...args: unknown[]) => {
    if (activeUnit(dataSource)) {
      escapes += 1;
      const where = new Error().stack?.split('\n').slice(2, 5).join(' | ') ?? '?';
      if (!warned.has(where)) {
        warned.add(where);
        logger.warn({ msg: 'a query inside an idempotent write took its own connection: not part of the unit', where });
      }
    }
    return createQueryRunner(...args);
  };
}
