import * as L from 'leaflet';
import type { FarmPolygonEditor } from '../types';

const HANDLE_SIZE = 18;

function handleIcon(index: number): L.DivIcon {
  return L.divIcon({
    className: 'inasaku-vertex',
    iconSize: [HANDLE_SIZE, HANDLE_SIZE],
    iconAnchor: [HANDLE_SIZE / 2, HANDLE_SIZE / 2],
    html: `<span role="button" aria-label="頂点${index + 1}" style="display:block;width:${HANDLE_SIZE}px;height:${HANDLE_SIZE}px;border-radius:50%;background:#fff;border:3px solid #FFEB3B;box-shadow:0 0 0 1px rgba(0,0,0,.6);box-sizing:border-box"></span>`,
  });
}

/**
 * The shape being drawn: its outline (dashed until the shape has three vertices) and one
 * draggable handle per vertex; ≤ 500 vertices, so real markers are fine. Redrawn from the
 * editor's vertices on every change; the screen owns the state (and its undo stack).
 */
export function drawPolygonEditor(map: L.Map, editor: FarmPolygonEditor, latest: () => FarmPolygonEditor | null | undefined): () => void {
  const layers: L.Layer[] = [];
  const points = editor.vertices as unknown as L.LatLngExpression[];
  const style = { color: '#FFEB3B', weight: 3, opacity: 1, fillColor: '#FFEB3B', fillOpacity: 0.2, interactive: false };
  if (points.length >= 3) layers.push(L.polygon(points, style).addTo(map));
  else if (points.length === 2) layers.push(L.polyline(points, { ...style, dashArray: '6 6' }).addTo(map));
  editor.vertices.forEach(([lat, lng], index) => {
    const marker = L.marker([lat, lng], { icon: handleIcon(index), draggable: true, zIndexOffset: 5000, keyboard: false });
    marker.on('click', () => latest()?.onVertexClick(index));
    marker.on('dragend', () => {
      const p = marker.getLatLng();
      latest()?.onVertexMove(index, p.lat, p.lng);
    });
    layers.push(marker.addTo(map));
  });
  return () => layers.forEach((l) => l.remove());
}
