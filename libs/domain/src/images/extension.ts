/**
 * Image naming (spec 000 §5, spec 001 §5, §7). Only png and jpeg are accepted;
 * the many jpeg spellings are folded into one so stored keys stay predictable.
 * The extension is only a naming hint: the gateway still checks the content.
 */
const JPEG_EXTENSIONS: ReadonlySet<string> = new Set(['.jpg', '.jpeg', '.jpe', '.jif', '.jfif', '.jfi']);

export function normalizeImageExtension(fileName: string): string | null {
  const dot = fileName.lastIndexOf('.');
  if (dot === -1) return null;
  const ext = fileName.slice(dot).toLowerCase();
  if (JPEG_EXTENSIONS.has(ext)) return '.jpg';
  if (ext === '.png') return '.png';
  return null;
}

/** Content type to store with the file, from a normalised extension. */
export function imageContentType(normalizedExtension: string): 'image/jpeg' | 'image/png' | null {
  if (normalizedExtension === '.jpg') return 'image/jpeg';
  if (normalizedExtension === '.png') return 'image/png';
  return null;
}

/** Images are compressed client-side to at most 1 MB and 1024 px on the longer side. */
export const IMAGE_LIMITS = { maxBytes: 1024 * 1024, maxEdgePx: 1024 } as const;

/**
 * Blob key of an uploaded image: work images `{management_id}/image/{timestamp}/{n}{ext}`,
 * notice images `{management_id}/image/{timestamp}-info/{n}{ext}`.
 */
export function imageStorageKey(opts: {
  managementId: string;
  timestamp: string | number;
  index: number;
  extension: string;
  notice?: boolean;
}): string {
  const folder = opts.notice ? `${opts.timestamp}-info` : `${opts.timestamp}`;
  return `${opts.managementId}/image/${folder}/${opts.index}${opts.extension}`;
}
