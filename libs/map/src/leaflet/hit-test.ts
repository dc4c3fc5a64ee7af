/** A pin as drawn on screen: (x, y) is the container pixel of its position (the icon anchor). */
export interface PinBox {
  x: number;
  y: number;
  width: number;
  height: number;
  anchorX: number;
  anchorY: number;
}

export interface HitTestOptions {
  /**
   * Extra pixels around each icon for the second, forgiving pass (fingers are wide). The
   * first pass takes only opaque pixels, so the transparent corners of a teardrop never
   * steal a click from the pin drawn behind it.
   */
  slop?: number;
  /** True when the icon pixel (ix, iy) of box i is drawn; without it the whole box counts. */
  isOpaque?: (index: number, ix: number, iy: number) => boolean;
}

/**
 * The index of the topmost pin under (x, y), or -1. Boxes are in drawing order, so the
 * last one drawn is on top and is tested first.
 */
export function hitTestPins(boxes: ArrayLike<PinBox>, x: number, y: number, options: HitTestOptions = {}): number {
  const { slop = 0, isOpaque } = options;
  for (let i = boxes.length - 1; i >= 0; i--) {
    const b = boxes[i];
    const ix = x - (b.x - b.anchorX);
    const iy = y - (b.y - b.anchorY);
    if (ix < 0 || iy < 0 || ix >= b.width || iy >= b.height) continue;
    if (!isOpaque || isOpaque(i, Math.floor(ix), Math.floor(iy))) return i;
  }
  if (slop <= 0 && !isOpaque) return -1;
  for (let i = boxes.length - 1; i >= 0; i--) {
    const b = boxes[i];
    const left = b.x - b.anchorX - slop;
    const top = b.y - b.anchorY - slop;
    if (x >= left && y >= top && x < left + b.width + 2 * slop && y < top + b.height + 2 * slop) return i;
  }
  return -1;
}

/** True when an icon drawn with this anchor at (x, y) touches the view (plus a margin). */
export function boxInView(b: PinBox, viewWidth: number, viewHeight: number, margin = 0): boolean {
  const left = b.x - b.anchorX;
  const top = b.y - b.anchorY;
  return left + b.width >= -margin && top + b.height >= -margin && left <= viewWidth + margin && top <= viewHeight + margin;
}

/**
 * Drawing order: by zIndex, then north to south so a southern pin covers the head of the
 * one above it (as on Google Maps), then by id for a stable order.
 */
export function compareDrawOrder(
  a: { lat: number; zIndex?: number; id: string },
  b: { lat: number; zIndex?: number; id: string },
): number {
  return (a.zIndex ?? 0) - (b.zIndex ?? 0) || b.lat - a.lat || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
