import * as L from 'leaflet';

/**
 * Share of the view's size the map's canvases paint beyond each edge. They sit in panes that the
 * map moves with its tiles during a drag, so a pan of up to a quarter of the view shows what was
 * painted already, and the 10,000 pins and outlines are painted again only at the move's end.
 */
export const FRAME_PADDING = 0.25;

/** Where a layer's canvases stand and what they show: the view plus the padding, at one zoom. */
export interface CanvasFrame {
  zoom: number;
  /** The canvas's top-left in layer pixels (where it is positioned in its pane). */
  left: number;
  top: number;
  /** CSS size of the canvas. */
  width: number;
  height: number;
  /** Padding in CSS pixels: the view starts at (padX, padY) of the canvas. */
  padX: number;
  padY: number;
  /** The view's size. */
  viewWidth: number;
  viewHeight: number;
  /** World pixel (map.project) -> canvas pixel: add these. */
  dx: number;
  dy: number;
  ratio: number;
  /** The pixel origin the frame was taken with: it changes when the map resets its layer space. */
  originX: number;
  originY: number;
}

/** The frame to paint now: the current view and `padding` (a share of its size) around it. */
export function frameOf(map: L.Map, padding = 0): CanvasFrame {
  const size = map.getSize();
  const padX = Math.round(size.x * padding);
  const padY = Math.round(size.y * padding);
  const topLeft = map.containerPointToLayerPoint([-padX, -padY]).round();
  const origin = map.getPixelOrigin();
  return {
    zoom: map.getZoom(),
    left: topLeft.x,
    top: topLeft.y,
    width: size.x + 2 * padX,
    height: size.y + 2 * padY,
    padX,
    padY,
    viewWidth: size.x,
    viewHeight: size.y,
    dx: -origin.x - topLeft.x,
    dy: -origin.y - topLeft.y,
    ratio: (typeof window !== 'undefined' && window.devicePixelRatio) || 1,
    originX: origin.x,
    originY: origin.y,
  };
}

/** True while what the frame painted still covers the whole view (a drag within the padding). */
export function frameCovers(frame: CanvasFrame | null, map: L.Map): boolean {
  if (!frame || frame.zoom !== map.getZoom()) return false;
  const origin = map.getPixelOrigin();
  if (origin.x !== frame.originX || origin.y !== frame.originY) return false;
  const size = map.getSize();
  if (size.x !== frame.viewWidth || size.y !== frame.viewHeight) return false;
  const view = map.containerPointToLayerPoint([0, 0]);
  return view.x >= frame.left && view.y >= frame.top && view.x + size.x <= frame.left + frame.width && view.y + size.y <= frame.top + frame.height;
}

/** A rectangle in a frame's canvas pixels. */
export interface FrameArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Sizes and places a canvas for a frame, or for an area of it only (a light overlay: the browser
 * composites a few hundred pixels, not a second canvas the size of the view); answers its context
 * with the transform set so that drawing uses the frame's CSS pixels either way.
 */
export function fitCanvas(canvas: HTMLCanvasElement, frame: CanvasFrame, area?: FrameArea): CanvasRenderingContext2D | null {
  const part = area ?? { left: 0, top: 0, width: frame.width, height: frame.height };
  const w = Math.max(1, Math.round(part.width * frame.ratio));
  const h = Math.max(1, Math.round(part.height * frame.ratio));
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w;
    canvas.height = h;
    canvas.style.width = `${w / frame.ratio}px`;
    canvas.style.height = `${h / frame.ratio}px`;
  }
  L.DomUtil.setPosition(canvas, L.point(frame.left + part.left, frame.top + part.top));
  const ctx = canvas.getContext('2d');
  ctx?.setTransform(frame.ratio, 0, 0, frame.ratio, -part.left * frame.ratio, -part.top * frame.ratio);
  return ctx;
}

/** The smallest whole-pixel area holding every rectangle, cut to the frame; null when none is in it. */
export function unionArea(rects: readonly FrameArea[], frame: CanvasFrame): FrameArea | null {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const r of rects) {
    left = Math.min(left, r.left);
    top = Math.min(top, r.top);
    right = Math.max(right, r.left + r.width);
    bottom = Math.max(bottom, r.top + r.height);
  }
  left = Math.max(0, Math.floor(left));
  top = Math.max(0, Math.floor(top));
  right = Math.min(frame.width, Math.ceil(right));
  bottom = Math.min(frame.height, Math.ceil(bottom));
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null;
}

/** Same place, size and zoom: a partial repaint of a frame is only right on the frame itself. */
export function sameFrame(a: CanvasFrame | null, b: CanvasFrame): boolean {
  return !!a && a.zoom === b.zoom && a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height
    && a.dx === b.dx && a.dy === b.dy && a.ratio === b.ratio;
}
