import { IMAGE_LIMITS, imageContentType, normalizeImageExtension } from '@inasaku/domain';

/**
 * Photos before upload (spec 000 §5, §8; spec 001 §5): png or jpeg only; at most 1 MB and 1024 px
 * on the longer side; the extension lower-cased and every jpeg spelling made '.jpg'. A file that
 * cannot be read or brought under the limits is logged and skipped, the others go on.
 *
 * Written on the browser's canvas rather than with a compression library: the job is one resize
 * and one re-encode, and a small codec interface keeps the size rules unit-testable.
 */

export type ImageExtension = '.jpg' | '.png';
export type ImageType = 'image/jpeg' | 'image/png';

/** A decoded picture; `source` is whatever the codec draws from. */
export interface DecodedImage {
  width: number;
  height: number;
  source: unknown;
  close?: () => void;
}

export interface ImageCodec {
  decode(file: Blob): Promise<DecodedImage>;
  /** Draws the picture at width x height and encodes it; quality only matters for jpeg. */
  encode(image: DecodedImage, width: number, height: number, type: ImageType, quality: number): Promise<Blob>;
}

export class ImageRejected extends Error {
  constructor(
    readonly fileName: string,
    reason: string,
  ) {
    super(`${fileName}: ${reason}`);
    this.name = 'ImageRejected';
  }
}

/** '.jpg' / '.png' from the name, else from the browser's MIME type; null for anything else. */
export function imageExtensionOf(file: { name: string; type?: string }): ImageExtension | null {
  const byName = normalizeImageExtension(file.name);
  if (byName === '.jpg' || byName === '.png') return byName;
  if (file.name.includes('.') && /\.[A-Za-z0-9]+$/.test(file.name)) return null;
  if (file.type === 'image/jpeg') return '.jpg';
  if (file.type === 'image/png') return '.png';
  return null;
}

/** The name the file is uploaded with: its base name plus the normalised extension ('IMG.JPEG' -> 'IMG.jpg'). */
export function normalizedImageName(name: string, extension: ImageExtension): string {
  const dot = name.lastIndexOf('.');
  const base = (dot > 0 ? name.slice(0, dot) : name) || 'image';
  return `${base}${extension}`;
}

/** Width and height that fit the longer side into `maxEdge` (never enlarged), whole pixels. */
export function fitWithin(width: number, height: number, maxEdge: number = IMAGE_LIMITS.maxEdgePx): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= maxEdge) return { width, height };
  const scale = maxEdge / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const JPEG_QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5];
const SHRINK = 0.8;
const MAX_SHRINKS = 8;

/**
 * Brings one image within IMAGE_LIMITS. A file already within both limits is sent as it is.
 * Otherwise it is resized to 1024 px and re-encoded in its own format: jpeg at falling quality,
 * then (jpeg and png alike) smaller until it fits. Throws ImageRejected when it never does.
 */
export async function compressImage(file: File, codec: ImageCodec = canvasCodec): Promise<File> {
  const extension = imageExtensionOf(file);
  if (!extension) throw new ImageRejected(file.name, 'not a png or jpeg file');
  const type = imageContentType(extension) as ImageType;
  const name = normalizedImageName(file.name, extension);

  let image: DecodedImage;
  try {
    image = await codec.decode(file);
  } catch (e) {
    throw new ImageRejected(file.name, `cannot be decoded (${String(e)})`);
  }
  try {
    if (!(image.width > 0 && image.height > 0)) throw new ImageRejected(file.name, 'has no pixels');
    const fits = Math.max(image.width, image.height) <= IMAGE_LIMITS.maxEdgePx;
    if (fits && file.size <= IMAGE_LIMITS.maxBytes) {
      return file.name === name && file.type === type ? file : new File([file], name, { type });
    }
    let size = fitWithin(image.width, image.height);
    for (let shrink = 0; shrink <= MAX_SHRINKS; shrink++) {
      const qualities = type === 'image/jpeg' ? JPEG_QUALITIES : [1];
      for (const quality of qualities) {
        const blob = await codec.encode(image, size.width, size.height, type, quality);
        if (blob.size <= IMAGE_LIMITS.maxBytes) return new File([blob], name, { type });
      }
      size = { width: Math.max(1, Math.round(size.width * SHRINK)), height: Math.max(1, Math.round(size.height * SHRINK)) };
    }
    throw new ImageRejected(file.name, 'stays above 1 MB');
  } finally {
    image.close?.();
  }
}

export interface PreparedImages {
  files: File[];
  /** names of the files that were skipped */
  skipped: string[];
}

/**
 * Compresses each file in turn; a failure is logged and that file skipped (spec 000 §8).
 * At most `room` files are taken (the rest count as skipped).
 */
export async function prepareImages(
  files: readonly File[],
  options: { codec?: ImageCodec; room?: number; log?: (message: string, error: unknown) => void } = {},
): Promise<PreparedImages> {
  const log = options.log ?? ((message, error) => console.error(message, error));
  const room = options.room ?? Infinity;
  const out: File[] = [];
  const skipped: string[] = [];
  for (const file of files) {
    if (out.length >= room) {
      skipped.push(file.name);
      continue;
    }
    try {
      out.push(await compressImage(file, options.codec));
    } catch (e) {
      log(`[images] compression failed, ${file.name} is skipped`, e);
      skipped.push(file.name);
    }
  }
  return { files: out, skipped };
}

/** The browser codec: createImageBitmap (falls back to an <img>), drawn on a canvas, toBlob. */
export const canvasCodec: ImageCodec = {
  async decode(file) {
    if (typeof createImageBitmap === 'function') {
      const bitmap = await createImageBitmap(file);
      return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
    }
    const url = URL.createObjectURL(file);
    try {
      const img = await new Promise<HTMLImageElement>((resolve, reject) => {
        const el = new Image();
        el.onload = () => resolve(el);
        el.onerror = () => reject(new Error('image load failed'));
        el.src = url;
      });
      return { width: img.naturalWidth, height: img.naturalHeight, source: img };
    } finally {
      URL.revokeObjectURL(url);
    }
  },
  async encode(image, width, height, type, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    if (type === 'image/jpeg') {
      // jpeg has no alpha: transparent parts would turn black.
      ctx.fillStyle = '#FFFFFF';
      ctx.fillRect(0, 0, width, height);
    }
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image.source as CanvasImageSource, 0, 0, width, height);
    return new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), type, quality),
    );
  },
};
