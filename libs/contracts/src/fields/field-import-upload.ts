import { z } from 'zod';
import { FIELD_TRANSFER_FORMATS, FIELD_TRANSFER_MESSAGES } from './field-transfer';

/**
 * A large import file (a JA's 3,000 paddies with their outlines is tens of MB) travels in parts:
 * one JSON request and one NATS message each stay under the gateway's body limit and NATS's
 * max_payload (1 MB), so no route's limit is raised. The browser names the upload (a UUID it
 * makes), sends parts 0 … n-1 (each kept by the fields service for its account and year, a part
 * sent again replaces itself), then asks for the preview of the whole file and, confirmed, its
 * import: the same preview and all-or-nothing import as a file sent in one request. Parts are
 * not fields: nothing is registered before the confirmation, and unconfirmed uploads are dropped
 * after a day.
 */

/** Characters of file text per part: at most 3 bytes of UTF-8 each (JSON escapes aside), so under 1 MB. */
export const IMPORT_PART_MAX_CHARS = 256 * 1024;
/** Largest file an upload takes (UTF-8 bytes). */
export const MAX_IMPORT_UPLOAD_BYTES = 32 * 1024 * 1024;
/**
 * The gateway waits this long for the preview and the import of an uploaded file: reading,
 * checking and measuring 3,000 outlines of 180 vertices takes seconds on an idle machine and
 * more than the usual 5 s on a loaded one.
 */
export const IMPORT_UPLOAD_TIMEOUT_MS = 120_000;
/** Enough parts for the largest file even if every character were one byte. */
export const MAX_IMPORT_PARTS = Math.ceil(MAX_IMPORT_UPLOAD_BYTES / IMPORT_PART_MAX_CHARS);

export const FIELD_IMPORT_UPLOAD_MESSAGES = {
  uploadId: 'アップロードIDが正しくありません。',
  part: `パート番号は0から${MAX_IMPORT_PARTS - 1}までの整数で指定してください。`,
  parts: `パート数は1から${MAX_IMPORT_PARTS}までの整数で指定してください。`,
  partContent: 'パートの内容を指定してください。',
  partTooLarge: `1つのパートは${IMPORT_PART_MAX_CHARS}文字までです。`,
  missingParts: 'ファイルの一部が届いていません。もう一度ファイルを選んでください。',
  tooLarge: `取り込めるファイルは${MAX_IMPORT_UPLOAD_BYTES / 1024 / 1024}MBまでです。`,
} as const;

const M = FIELD_IMPORT_UPLOAD_MESSAGES;
const uploadIdField = z.string({ message: M.uploadId }).uuid({ message: M.uploadId });

/** POST /inasaku/paddy-fields/import/parts (body): one part of a file's text. */
export const importPartSchema = z.object({
  management_id: z.string().optional(),
  upload_id: uploadIdField,
  part: z.number({ message: M.part }).int({ message: M.part }).min(0, { message: M.part }).max(MAX_IMPORT_PARTS - 1, { message: M.part }),
  content: z.string({ message: M.partContent }).min(1, { message: M.partContent }).max(IMPORT_PART_MAX_CHARS, { message: M.partTooLarge }),
});
export type ImportPartRequest = z.infer<typeof importPartSchema>;

export const importPartAnswerSchema = z.object({ upload_id: z.string(), part: z.number() });
export type ImportPartAnswer = z.infer<typeof importPartAnswerSchema>;

/** POST /inasaku/paddy-fields/import/uploads/preview (body): the preview of an uploaded file, nothing written. */
export const previewUploadedImportSchema = z.object({
  management_id: z.string().optional(),
  format: z.enum(FIELD_TRANSFER_FORMATS, { message: FIELD_TRANSFER_MESSAGES.format }),
  upload_id: uploadIdField,
  parts: z.number({ message: M.parts }).int({ message: M.parts }).min(1, { message: M.parts }).max(MAX_IMPORT_PARTS, { message: M.parts }),
});
export type PreviewUploadedImportRequest = z.infer<typeof previewUploadedImportSchema>;

/** POST /inasaku/paddy-fields/import/uploads (body): the uploaded file, confirmed. All rows or none. */
export const importUploadedSchema = previewUploadedImportSchema.extend({
  confirm: z.literal(true, { message: FIELD_TRANSFER_MESSAGES.confirm }),
});
export type ImportUploadedRequest = z.infer<typeof importUploadedSchema>;

/** A file's text cut into parts of at most `size` characters, never between the two halves of a surrogate pair. */
export function importPartsOf(text: string, size = IMPORT_PART_MAX_CHARS): string[] {
  const parts: string[] = [];
  let at = 0;
  while (at < text.length) {
    let end = Math.min(text.length, at + size);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    parts.push(text.slice(at, end));
    at = end;
  }
  return parts;
}
