/**
 * The gateway's /media endpoint (login required), spec 000 §5, §7; spec 001 §7. Not forwarded
 * over NATS: the gateway stores the bytes in its blob store (local directory, or S3-compatible).
 *
 * POST /media  (header X-Requested-With required, like every write)
 *   multipart/form-data: field `purpose` ('work' | 'notice', default 'work') and one or more
 *   files in field `file` (or `files`), at most MEDIA_LIMITS.maxFiles;
 *   or a raw body with Content-Type image/png | image/jpeg and ?purpose=work.
 *   `management_id` (query or form field) picks the year as everywhere; refused with 403 in a
 *   past year or on a read-only plan.
 *   Content is checked by magic bytes (PNG, JPEG only; the name's extension does not matter),
 *   each file at most MEDIA_LIMITS.maxBytes.
 *   -> 200 { data: { list: MediaUpload[] } } in upload order.
 *   Errors: 400 MEDIA_MESSAGES.noFile / .badType / .tooManyFiles, 413 .tooLarge, 401, 403.
 *   Keys: work `{management_id}/image/{timestamp}/{n}{ext}`,
 *         notice `{management_id}/image/{timestamp}-info/{n}{ext}` (n from 0, ext '.jpg' | '.png').
 *
 * GET /media?path=<key> -> { data: { url } } (404 when missing or not the account's).
 * GET /media/file/<key> -> the bytes with their content type, only for the owner account
 *   (the key's first segment must be one of the account's management years); 404 otherwise.
 */
export const MEDIA_PURPOSES = ['work', 'notice'] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

export const MEDIA_LIMITS = {
  /** per file; the browser compresses to 1 MB (IMAGE_LIMITS), this leaves headroom */
  maxBytes: 2 * 1024 * 1024,
  maxFiles: 20,
} as const;

export const MEDIA_MESSAGES = {
  noFile: '画像ファイルを指定してください。',
  badType: '画像はPNGまたはJPEG形式のファイルを選択してください。',
  tooLarge: '画像のサイズが大きすぎます（上限2MB）。',
  tooManyFiles: `一度にアップロードできる画像は${20}枚までです。`,
  badPurpose: '用途の指定が正しくありません。',
  badPath: '画像のパスが正しくありません。',
  notFound: '画像が見つかりません。',
} as const;

export interface MediaUpload {
  /** the blob key, to store in image_paths */
  path: string;
  /** '/media/file/<key>' */
  url: string;
  content_type: 'image/png' | 'image/jpeg';
  size: number;
}

/** @public In the contract snapshot (schema-snapshot/contracts.json): consumers built against it may use it. */
export interface MediaUrlResponse {
  url: string;
}

const MEDIA_KEY = /^[0-9a-fA-F-]{36}\/image\/[0-9]{1,17}(?:-info)?\/[0-9]{1,3}\.(?:jpg|png)$/;

/** A key as POST /media makes them (no '..', no leading '/'). */
export function isMediaKey(value: unknown): value is string {
  return typeof value === 'string' && MEDIA_KEY.test(value);
}

/** The management year a key belongs to (its first segment). */
export function mediaKeyManagementId(key: string): string {
  return key.slice(0, key.indexOf('/'));
}

/** The same-origin URL serving a key (cookie-authenticated). */
export function mediaFileUrl(key: string): string {
  return `/media/file/${key.split('/').map(encodeURIComponent).join('/')}`;
}
