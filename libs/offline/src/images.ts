import type { ImageTarget, QueuedImage } from './db';

/** A picture as a screen holds it: a stored one by key, a new one as a compressed file. */
export type ImageInput = { path: string } | { file: File };

export function isQueuedImage(image: { path: string } | QueuedImage): image is QueuedImage {
  return 'bytes' in image;
}

/** The bytes of the new pictures, read once when the record is queued. */
export async function queueImages(images: readonly ImageInput[]): Promise<Array<{ path: string } | QueuedImage>> {
  return Promise.all(
    images.map(async (img) =>
      'path' in img ? { path: img.path } : { name: img.file.name, type: img.file.type, bytes: await readBytes(img.file) },
    ),
  );
}

function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  // jsdom's Blob has no arrayBuffer()
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

export function toFile(image: QueuedImage): File {
  return new File([image.bytes], image.name, { type: image.type });
}

/** The pictures' keys in the order shown, new ones taking the upload's keys in turn. */
export function orderedPaths(images: ReadonlyArray<{ path: string } | QueuedImage>, uploaded: readonly string[]): string[] {
  let next = 0;
  return images.map((img) => (isQueuedImage(img) ? uploaded[next++] : img.path));
}

/** The body with image_paths put where the record keeps them. */
export function withImagePaths(body: Record<string, unknown>, target: ImageTarget, paths: string[]): Record<string, unknown> {
  if (target === 'work_histories') {
    const rows = (body.work_histories as Array<Record<string, unknown>>) ?? [];
    return { ...body, work_histories: rows.map((r) => ({ ...r, image_paths: paths })) };
  }
  if (target === 'work_history') return { ...body, work_history: { ...(body.work_history as object), image_paths: paths } };
  return { ...body, image_paths: paths };
}
