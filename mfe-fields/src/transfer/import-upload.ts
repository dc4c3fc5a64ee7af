import { IMPORT_PART_MAX_CHARS, CLIENT_ROUTES, importPartsOf, type FieldTransferFormat } from '@inasaku/contracts';
import { callApi } from '@inasaku/ui';
import { fieldsApi, year } from '../api';

/**
 * A file is read and checked by the fields service; one that does not fit one request (the
 * gateway takes 1 MB of JSON, NATS 1 MB a message) goes in parts first, and the preview and the
 * import then name the upload. Small files keep the single request.
 */
export const ONE_REQUEST_MAX_CHARS = IMPORT_PART_MAX_CHARS;

interface Upload {
  managementId: string | null;
  content: string;
  uploadId: string;
  parts: number;
}

/** The file last sent in parts: its confirmation uses the same upload, not a second one. */
let last: Upload | null = null;

/** A v4 UUID; crypto.randomUUID exists only on HTTPS and localhost. */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

async function upload(managementId: string | null, content: string): Promise<Upload> {
  if (last && last.content === content && last.managementId === managementId) return last;
  const parts = importPartsOf(content);
  const uploadId = uuid();
  for (let part = 0; part < parts.length; part++) {
    await callApi(CLIENT_ROUTES['paddyFields.importPart'], { body: { ...year(managementId), upload_id: uploadId, part, content: parts[part] } });
  }
  last = { managementId, content, uploadId, parts: parts.length };
  return last;
}

export async function previewImportFile(managementId: string | null, format: FieldTransferFormat, content: string) {
  if (content.length <= ONE_REQUEST_MAX_CHARS) return fieldsApi.previewImport(managementId, format, content);
  const u = await upload(managementId, content);
  return callApi(CLIENT_ROUTES['paddyFields.importUploadPreview'], { body: { ...year(managementId), format, upload_id: u.uploadId, parts: u.parts } });
}

export async function importFile(managementId: string | null, format: FieldTransferFormat, content: string) {
  if (content.length <= ONE_REQUEST_MAX_CHARS) return fieldsApi.importPaddyFields(managementId, format, content);
  const u = await upload(managementId, content);
  const result = await callApi(CLIENT_ROUTES['paddyFields.importUpload'], {
    body: { ...year(managementId), format, upload_id: u.uploadId, parts: u.parts, confirm: true },
  });
  // The service dropped the parts with the import.
  last = null;
  return result;
}
