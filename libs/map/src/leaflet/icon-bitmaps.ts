import type { FarmMarkerIcon } from '../types';

export interface IconBitmap {
  /** Rasterised at the device pixel ratio; null until the image has loaded (or when it failed). */
  source: CanvasImageSource | null;
  /** Alpha mask in CSS pixels (width x height) for exact hit-testing; null when unknown. */
  mask: Uint8Array | null;
  width: number;
  height: number;
}

/**
 * Loads every distinct icon once and rasterises it to a bitmap: drawing 10,000 SVG images
 * per frame would re-rasterise each of them, drawing a bitmap is a copy.
 */
export class IconBitmaps {
  private readonly cache = new Map<string, IconBitmap>();
  /** By icon object first: a data: URL key is kilobytes long, too dear to build 10,000 times a frame. */
  private readonly byIcon = new WeakMap<FarmMarkerIcon, IconBitmap>();

  constructor(
    private readonly onReady: () => void,
    private readonly pixelRatio = () => (typeof window !== 'undefined' && window.devicePixelRatio) || 1,
  ) {}

  get(icon: FarmMarkerIcon): IconBitmap {
    const known = this.byIcon.get(icon);
    if (known && known.width === icon.width && known.height === icon.height) return known;
    const key = `${icon.width}x${icon.height}|${icon.url}`;
    let entry = this.cache.get(key);
    if (!entry) {
      entry = { source: null, mask: null, width: icon.width, height: icon.height };
      this.cache.set(key, entry);
      this.load(icon, entry);
    }
    this.byIcon.set(icon, entry);
    return entry;
  }

  private load(icon: FarmMarkerIcon, entry: IconBitmap): void {
    if (typeof Image === 'undefined') return;
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => {
      entry.source = this.rasterise(img, entry) ?? img;
      this.onReady();
    };
    img.src = icon.url;
  }

  private rasterise(img: HTMLImageElement, entry: IconBitmap): HTMLCanvasElement | null {
    const ratio = this.pixelRatio();
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(entry.width * ratio));
    canvas.height = Math.max(1, Math.round(entry.height * ratio));
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    try {
      entry.mask = alphaMask(ctx.getImageData(0, 0, canvas.width, canvas.height), ratio, entry.width, entry.height);
    } catch {
      entry.mask = null; // a cross-origin icon taints the canvas: fall back to the box
    }
    return canvas;
  }
}

/** Downsamples the alpha channel to CSS pixels: 1 where the icon is visibly drawn. */
export function alphaMask(data: { data: ArrayLike<number>; width: number }, ratio: number, width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = Math.min(data.width - 1, Math.floor((x + 0.5) * ratio));
      const sy = Math.floor((y + 0.5) * ratio);
      mask[y * width + x] = data.data[(sy * data.width + sx) * 4 + 3] > 24 ? 1 : 0;
    }
  }
  return mask;
}
