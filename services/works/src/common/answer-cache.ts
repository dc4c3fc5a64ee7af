import type { OnModuleDestroy } from '@nestjs/common';
import type { RawJson } from '@inasaku/service-kit';
import type { Catalog } from '../seasons/catalog.service';

interface Entry<T> {
  answer: RawJson<T>;
  catalog: Catalog;
  version: string;
  until: number;
  bytes: number;
}

/**
 * Heap bytes of a JSON string: V8 keeps a string of Latin-1 characters one byte a character and
 * any other (a Japanese name in the answer) two bytes a character, for the whole string.
 */
export function heapBytesOf(json: string): number {
  return /[^\x00-\xff]/.test(json) ? json.length * 2 : json.length;
}

/**
 * Answers already made (RawJson), kept while nothing they show has changed: the same histories
 * version, the same catalog object (CatalogService hands out a new one when a season or item
 * changes) and at most `ttlMs` old. Bounded by the heap bytes of the answers held, the least
 * recently made dropped first; expired answers are swept every `ttlMs` too, so a burst of load
 * (or a catalog replaced) does not leave its answers, and the catalogs they pin, in memory.
 */
export class AnswerCache<T> implements OnModuleDestroy {
  private readonly answers = new Map<string, Entry<T>>();
  private heldBytes = 0;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
  ) {
    this.sweeper = setInterval(() => this.sweep(), ttlMs);
    this.sweeper.unref();
  }

  get bytes(): number {
    return this.heldBytes;
  }

  get size(): number {
    return this.answers.size;
  }

  get(key: string, catalog: Catalog, version: string | null): RawJson<T> | null {
    const entry = this.answers.get(key);
    if (!entry) return null;
    if (entry.catalog === catalog && entry.version === version && entry.until > Date.now()) return entry.answer;
    this.drop(key, entry);
    return null;
  }

  set(key: string, catalog: Catalog, version: string | null, answer: RawJson<T>): void {
    if (version === null) return;
    const old = this.answers.get(key);
    if (old) this.drop(key, old);
    const bytes = heapBytesOf(answer.json);
    // An answer larger than the whole bound is not kept (it would only push out every other).
    if (bytes > this.maxBytes) return;
    this.answers.set(key, { answer, catalog, version, until: Date.now() + this.ttlMs, bytes });
    this.heldBytes += bytes;
    for (const [oldest, entry] of this.answers) {
      if (this.heldBytes <= this.maxBytes) break;
      this.drop(oldest, entry);
    }
  }

  /** Drops every expired answer. */
  sweep(now = Date.now()): void {
    for (const [key, entry] of this.answers) if (entry.until <= now) this.drop(key, entry);
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  private drop(key: string, entry: Entry<T>): void {
    this.answers.delete(key);
    this.heldBytes -= entry.bytes;
  }
}
