/**
 * A small in-memory LRU of computed answers. Keys carry the version of the data they were
 * computed from (the cell's last refresh and history year, the settings as stored, the window,
 * the Tokyo date or hour), so an entry is never stale: a change makes a new key and the old
 * entry ages out. Each replica keeps its own.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  async getOrCompute(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await compute();
    this.set(key, value);
    return value;
  }
}

/** The part of a key that changes whenever the cell's stored weather changes. */
export function cellVersion(cell: { cellId: string; refreshedAt: Date | null; historyYear: number | null }): string {
  return `${cell.cellId}@${cell.refreshedAt?.getTime() ?? 0}/${cell.historyYear ?? 0}`;
}
