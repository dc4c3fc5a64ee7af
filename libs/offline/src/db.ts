import Dexie, { type Table } from 'dexie';

/** One answer of a read kept on the device: what the screen got and when. */
export interface CacheRow {
  key: string;
  data: unknown;
  /** ms since epoch of the refresh */
  at: number;
}

export type OutboxState = 'pending' | 'sending' | 'sent' | 'failed';

/** A picture waiting with its record: kept as bytes (a Blob does not survive every store). */
export interface QueuedImage {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** Where the uploaded photos' keys go in the body of the record. */
export type ImageTarget = 'work_histories' | 'work_history' | 'body';

export interface OutboxItem {
  seq?: number;
  /** the Idempotency-Key the write is sent with, the same at every attempt */
  key: string;
  kind: OutboxKind;
  /** what the list shows: 「田植え ・ 3 ほ場」 */
  label: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: Record<string, unknown>;
  /** the pictures, in the order shown: stored ones by key, new ones as bytes */
  images?: Array<{ path: string } | QueuedImage>;
  imageTarget?: ImageTarget;
  managementId?: string | null;
  /** the keys the upload answered, kept so a retry never uploads the same photos again */
  uploadedPaths?: string[];
  state: OutboxState;
  /** set once it has had to wait (saved without a network, or an attempt got no answer): a write sent at once never has it */
  waited?: true;
  /** the server's Japanese message of a refusal */
  error?: string;
  createdAt: number;
  sentAt?: number;
}

export type OutboxKind =
  | 'work-histories'
  | 'global-work-history'
  | 'work-history-update'
  | 'work-history-delete'
  | 'water-gate'
  | 'location';

export class OfflineDatabase extends Dexie {
  cache!: Table<CacheRow, string>;
  outbox!: Table<OutboxItem, number>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ cache: 'key', outbox: '++seq, state, key' });
  }
}

/** The signed-in user's own database: nobody else's data is ever in it. */
export const DATABASE_PREFIX = 'inasaku-offline';

export function databaseNameOf(accountId: string, userId: string): string {
  return `${DATABASE_PREFIX}:${accountId}:${userId}`;
}
