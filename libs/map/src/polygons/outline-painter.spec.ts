import { OutlinePainter, THIN_BELOW_PX } from './outline-painter';
import type { WorldProjection } from '../projection';
import type { FarmPolygon } from '../types';

/** World pixels are the coordinates themselves: a ring of [y, x] spans its numbers in pixels. */
const flat: WorldProjection = (lat, lng) => ({ x: lng, y: lat });
const view = { zoom: 17, width: 1000, height: 1000, dx: 0, dy: 0 };

/** A square of `size` px at (x, y). */
function square(id: string, x: number, y: number, size: number, look = '040'): FarmPolygon {
  return { id, look, rings: [[[y, x], [y, x + size], [y + size, x + size], [y + size, x]]] };
}

/** A 2D context that records the width of each stroke (jsdom draws nothing). */
function strokeWidths() {
  const widths: number[] = [];
  const ctx = {
    lineWidth: 0,
    clearRect: () => undefined,
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => undefined,
    closePath: () => undefined,
    fill: () => undefined,
    stroke() {
      widths.push(ctx.lineWidth);
    },
  };
  return { widths, ctx: ctx as unknown as CanvasRenderingContext2D };
}

describe('OutlinePainter', () => {
  it('strokes outlines smaller than THIN_BELOW_PX 1 px wide in the base, larger ones in their width', () => {
    const painter = new OutlinePainter();
    painter.setPolygons([square('far', 10, 10, THIN_BELOW_PX - 2), square('near', 100, 100, THIN_BELOW_PX + 50), square('far2', 300, 10, 8)]);
    const { widths, ctx } = strokeWidths();
    expect(painter.paintBase(ctx, view, flat)).toBe(3);
    // Drawing order kept (far, near, far2): three paths, thin, wide, thin.
    expect(widths).toEqual([1, 2, 1]);
  });

  it('keeps the selected ring wide however small the outline', () => {
    const painter = new OutlinePainter();
    painter.setPolygons([square('small', 10, 10, 8, '042')]);
    const { widths, ctx } = strokeWidths();
    painter.paintOverlay(ctx, view, flat);
    expect(widths).toEqual([4]);
  });
});
