import type { Readable } from 'node:stream';

export type ImageContentType = 'image/png' | 'image/jpeg';

export interface StoredBlob {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded images live. Keys are validated before they reach a store (libs/contracts
 * isMediaKey), so a store never sees '..' or an absolute path.
 */
export interface BlobStore {
  /** Stores the bytes unless the key exists; false when it already existed (nothing written). */
  putIfAbsent(key: string, bytes: Buffer, contentType: ImageContentType): Promise<boolean>;
  /** The bytes, or null when there is no such key. */
  get(key: string): Promise<StoredBlob | null>;
  exists(key: string): Promise<boolean>;
  /** Removes every blob whose key starts with `prefix` (a folder such as '<management_id>/'); how many went. */
  deletePrefix(prefix: string): Promise<number>;
}

export function contentTypeOfKey(key: string): ImageContentType {
  return key.endsWith('.png') ? 'image/png' : 'image/jpeg';
}
