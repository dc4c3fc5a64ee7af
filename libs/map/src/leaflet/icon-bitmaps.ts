import type { FarmMarkerIcon } from '../types';

export interface IconBitmap {
  /** Rasterised at the device pixel ratio; null until the image has loaded (or when it failed). */
  source: CanvasImageSource | null;
  /** Alpha mask in CSS pixels (width x height) for exact hit-testing; null when unknown. */
  mask: Uint8Array | null;
  width: number;
  height: number;
}

interface Entry extends IconBitmap {
  /** Called once when the bitmap is ready (layers that drew without it). */
  waiting: Set<() => void> | null;
}

// Shared by every map of the page: a screen opened again, or a second map, finds its pins'
// bitmaps ready, and preloadMarkerIcons can warm them before the pins are known.
const cache = new Map<string, Entry>();
/** By icon object first: a data: URL key is kilobytes long, too dear to build 10,000 times a frame. */
const byIcon = new WeakMap<FarmMarkerIcon, Entry>();
const devicePixelRatio = () => (typeof window !== 'undefined' && window.devicePixelRatio) || 1;

function entryOf(icon: FarmMarkerIcon, pixelRatio: () => number): Entry {
  const known = byIcon.get(icon);
  if (known) return known;
  const key = `${icon.width}x${icon.height}|${icon.url}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = { source: null, mask: null, width: icon.width, height: icon.height, waiting: new Set() };
    cache.set(key, entry);
    load(icon, entry, pixelRatio);
  }
  byIcon.set(icon, entry);
  return entry;
}

function load(icon: FarmMarkerIcon, entry: Entry, pixelRatio: () => number): void {
  if (typeof Image === 'undefined') return;
  const img = new Image();
  img.decoding = 'async';
  img.onload = () => {
    entry.source = rasterise(img, entry, pixelRatio()) ?? img;
    const waiting = entry.waiting;
    entry.waiting = null;
    waiting?.forEach((ready) => ready());
  };
  img.src = icon.url;
}

function rasterise(img: HTMLImageElement, entry: IconBitmap, ratio: number): HTMLCanvasElement | null {
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

/**
 * Starts loading and rasterising icons ahead of their pins (say while the list of fields is on
 * its way), so that the first frame with the pins can draw every one of them.
 */
export function preloadMarkerIcons(icons: Iterable<FarmMarkerIcon>): void {
  for (const icon of icons) entryOf(icon, devicePixelRatio);
}

/**
 * Every distinct icon is loaded once and rasterised to a bitmap: drawing 10,000 SVG images
 * per frame would re-rasterise each of them, drawing a bitmap is a copy. `get` answers at once;
 * an icon still loading calls the layer's onReady when it is ready.
 */
export class IconBitmaps {
  constructor(
    private readonly onReady: () => void,
    private readonly pixelRatio = devicePixelRatio,
  ) {}

  get(icon: FarmMarkerIcon): IconBitmap {
    const entry = entryOf(icon, this.pixelRatio);
    entry.waiting?.add(this.onReady);
    return entry;
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
