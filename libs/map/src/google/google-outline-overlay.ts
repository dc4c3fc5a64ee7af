import { OutlinePainter } from '../polygons/outline-painter';
import { webMercator } from '../projection';
import type { FarmPolygon } from '../types';

export interface GoogleOutlines {
  setPolygons(polygons: readonly FarmPolygon[]): void;
  remove(): void;
}

/**
 * Field outlines on Google Maps as one canvas in the overlay pane, painted like the Leaflet map's
 * (OutlinePainter): one DOM node and a few fills and strokes for 10,000 fields, where a
 * google.maps.Polygon per field was 10,000 objects. The canvas covers the map's container and is
 * painted again after every move (bounds_changed) and zoom (draw). Not clickable: taps inside an
 * outline are answered by PolygonIndex in the map's click handler.
 */
export function googleOutlines(map: google.maps.Map): GoogleOutlines {
  const painter = new OutlinePainter();
  let frame = 0;

  class OutlineOverlay extends google.maps.OverlayView {
    canvas: HTMLCanvasElement | null = null;

    override onAdd(): void {
      const canvas = document.createElement('canvas');
      canvas.dataset.mapOutlines = 'google';
      canvas.style.position = 'absolute';
      canvas.style.pointerEvents = 'none';
      this.canvas = canvas;
      this.getPanes()?.overlayLayer.appendChild(canvas);
    }

    override onRemove(): void {
      this.canvas?.remove();
      this.canvas = null;
    }

    override draw(): void {
      const canvas = this.canvas;
      const projection = this.getProjection();
      const zoom = map.getZoom();
      if (!canvas || !projection || zoom === undefined) return;
      const div = map.getDiv();
      const width = div.clientWidth;
      const height = div.clientHeight;
      // The container's top-left, in the overlay pane's pixels (where the canvas goes) and in the world's.
      const corner = projection.fromContainerPixelToLatLng(new google.maps.Point(0, 0));
      if (!corner) return;
      const at = projection.fromLatLngToDivPixel(corner);
      if (!at) return;
      const world = webMercator(corner.lat(), corner.lng(), zoom);
      const ratio = window.devicePixelRatio || 1;
      if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
        canvas.style.width = `${width}px`;
        canvas.style.height = `${height}px`;
      }
      canvas.style.left = `${at.x}px`;
      canvas.style.top = `${at.y}px`;
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      painter.paint(ctx, { zoom, width, height, dx: -world.x, dy: -world.y }, webMercator);
    }
  }

  const overlay = new OutlineOverlay();
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      overlay.draw();
    });
  };
  // A pan moves the pane with the map; the newly shown part needs painting.
  const moved = map.addListener('bounds_changed', schedule);
  overlay.setMap(map);
  return {
    setPolygons(polygons) {
      // One canvas here: a change of the base or of the selection repaints it.
      const change = painter.setPolygons(polygons);
      if (change.base || change.overlay) schedule();
    },
    remove() {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      moved.remove();
      overlay.setMap(null);
    },
  };
}
