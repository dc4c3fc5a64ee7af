import * as L from 'leaflet';
import type { FarmMarkerIcon } from '../types';

const cache = new Map<string, L.Icon>();

/** One L.Icon per distinct icon, so re-rendering a marker never swaps its image element. */
export function leafletIcon(icon: FarmMarkerIcon): L.Icon {
  const key = `${icon.width}x${icon.height}@${icon.anchorX},${icon.anchorY}|${icon.url}`;
  let li = cache.get(key);
  if (!li) {
    li = L.icon({
      iconUrl: icon.url,
      iconSize: [icon.width, icon.height],
      iconAnchor: [icon.anchorX, icon.anchorY],
      tooltipAnchor: [icon.width / 2 - icon.anchorX, -icon.anchorY],
    });
    cache.set(key, li);
  }
  return li;
}
