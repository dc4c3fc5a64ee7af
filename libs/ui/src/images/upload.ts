import { MEDIA_LIMITS, MESSAGES, type HttpErrorResponse, type MediaPurpose, type MediaUpload } from '@inasaku/contracts';
import { ApiError, refreshSession } from '../api';

/**
 * POST /media (libs/contracts works/media.ts): multipart, one `file` part per image, the purpose
 * ('work' or 'notice', which names the key folder) and the year as management_id. Answers the
 * blob keys to store in image_paths, in upload order, one request per MEDIA_LIMITS.maxFiles.
 * apiFetch only speaks JSON, so this call has its own fetch with the same CSRF header and the
 * same one-time session refresh on 401.
 */
export async function uploadImages(
  purpose: MediaPurpose,
  managementId: string | null,
  files: readonly File[],
): Promise<MediaUpload[]> {
  const uploaded: MediaUpload[] = [];
  for (let i = 0; i < files.length; i += MEDIA_LIMITS.maxFiles) {
    uploaded.push(...(await uploadBatch(purpose, managementId, files.slice(i, i + MEDIA_LIMITS.maxFiles))));
  }
  return uploaded;
}

async function uploadBatch(purpose: MediaPurpose, managementId: string | null, files: readonly File[]): Promise<MediaUpload[]> {
  const query = new URLSearchParams({ purpose, ...(managementId ? { management_id: managementId } : {}) });
  const send = () => {
    const form = new FormData();
    form.append('purpose', purpose);
    if (managementId) form.append('management_id', managementId);
    for (const f of files) form.append('file', f, f.name);
    return fetch(`/media?${query.toString()}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'inasaku' },
      body: form,
    });
  };
  let res: Response;
  try {
    res = await send();
    if (res.status === 401 && (await refreshSession())) res = await send();
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', MESSAGES.connectionFailed);
  }
  const json = (await res.json().catch(() => null)) as ({ data?: { list?: MediaUpload[] } } & Partial<HttpErrorResponse>) | null;
  if (!res.ok) {
    const err = json?.error;
    throw new ApiError(res.status, err?.code ?? `HTTP_${res.status}`, err?.message ?? MESSAGES.connectionFailed, err?.field);
  }
  return json?.data?.list ?? [];
}

/**
 * The image_paths of an entry: stored images keep their key, new files are uploaded and take
 * the key the gateway gave them, in the order shown.
 */
export async function imagePathsOf(
  purpose: MediaPurpose,
  managementId: string | null,
  entries: ReadonlyArray<{ path?: string; file?: File }>,
): Promise<string[]> {
  const fresh = entries.filter((e) => !e.path && e.file).map((e) => e.file as File);
  const uploaded = fresh.length ? await uploadImages(purpose, managementId, fresh) : [];
  if (uploaded.length !== fresh.length) throw new Error(`upload answered ${uploaded.length} of ${fresh.length} images`);
  let next = 0;
  return entries.flatMap((e) => (e.path ? [e.path] : e.file ? [uploaded[next++].path] : []));
}
