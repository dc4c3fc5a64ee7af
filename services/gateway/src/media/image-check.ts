import type { ImageContentType } from './blob-store';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type by its first bytes (spec 000 §5: png and jpeg only). The name and the declared
 * content type are ignored: a renamed file is judged by what it is.
 */
export function sniffImage(bytes: Buffer): ImageContentType | null {
  if (bytes.length >= PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  // SOI marker followed by the start of another marker.
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

export function extensionOf(type: ImageContentType): '.png' | '.jpg' {
  return type === 'image/png' ? '.png' : '.jpg';
}
