import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

interface WriteUnit {
  manager: EntityManager;
  afterCommit: (() => Promise<unknown> | unknown)[];
}

const unit = new AsyncLocalStorage<WriteUnit>();

/**
 * A repository's write transaction. Inside IdempotentWrites.run it joins the transaction that
 * also records the request's Idempotency-Key (so the write and the key commit or roll back
 * together); anywhere else it is `dataSource.transaction(work)`. Repositories call this instead
 * of `dataSource.transaction` on every write path that a retried request may repeat.
 */
export function writeTransaction<T>(dataSource: DataSource, work: (m: EntityManager) => Promise<T>): Promise<T> {
  const current = unit.getStore();
  return current ? work(current.manager) : dataSource.transaction(work);
}

/**
 * Work that must see the committed write (cache invalidation, outbox flush): at once outside an
 * idempotent unit, after the unit's commit inside one (run before the commit, a reader could
 * cache the old answer again).
 */
export async function afterWriteCommit(fn: () => Promise<unknown> | unknown): Promise<void> {
  const current = unit.getStore();
  if (current) current.afterCommit.push(fn);
  else await fn();
}

/** @internal IdempotentWrites: runs `fn` with `manager` as the joined transaction. */
export async function runInWriteUnit<T>(manager: EntityManager, fn: () => Promise<T>): Promise<{ result: T; afterCommit: WriteUnit['afterCommit'] }> {
  const store: WriteUnit = { manager, afterCommit: [] };
  const result = await unit.run(store, fn);
  return { result, afterCommit: store.afterCommit };
}
