import * as L from 'leaflet';
import { drawOrder } from '../polygons/polygon-index';
import { polygonStyle } from '../polygons/polygon-look';
import type { FarmPolygon } from '../types';

interface Shown {
  spec: FarmPolygon;
  layer: L.Polygon;
}

/**
 * Field outlines on one shared canvas (Leaflet's canvas renderer), not one SVG path per field:
 * 10,000 outlines stay within the map's drawing budget. They are not interactive; taps are
 * answered by PolygonIndex in the map's click handler, after the pins. Kept in step by id: an
 * outline whose spec object did not change is left alone, a new look only restyles it.
 */
export class PolygonLayer {
  private readonly renderer = L.canvas({ padding: 0.5 });
  private readonly group = L.layerGroup();
  private readonly shown = new Map<string, Shown>();

  constructor(map: L.Map) {
    this.group.addTo(map);
  }

  setPolygons(polygons: readonly FarmPolygon[]): void {
    const wanted = new Set<string>();
    const raised: L.Polygon[] = [];
    for (const spec of drawOrder(polygons)) {
      wanted.add(spec.id);
      const entry = this.shown.get(spec.id);
      if (entry && entry.spec === spec) continue;
      if (!entry) {
        const layer = L.polygon(spec.rings as unknown as L.LatLngExpression[][], { ...polygonStyle(spec.look), renderer: this.renderer, interactive: false });
        this.group.addLayer(layer);
        this.shown.set(spec.id, { spec, layer });
        continue;
      }
      if (entry.spec.rings !== spec.rings) entry.layer.setLatLngs(spec.rings as unknown as L.LatLngExpression[][]);
      if (entry.spec.look !== spec.look) {
        entry.layer.setStyle(polygonStyle(spec.look));
        raised.push(entry.layer);
      }
      entry.spec = spec;
    }
    for (const [id, entry] of this.shown) {
      if (wanted.has(id)) continue;
      this.group.removeLayer(entry.layer);
      this.shown.delete(id);
    }
    // A restyled outline (selected now, or no longer) goes on top of its neighbours.
    for (const layer of raised) layer.bringToFront();
  }

  remove(): void {
    this.group.remove();
    this.shown.clear();
  }
}
