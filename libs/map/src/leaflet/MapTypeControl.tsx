import * as L from 'leaflet';
import { createPortal } from 'react-dom';
import { MAP_TYPE_LABELS } from '../constants';
import type { MapType } from '../types';
import { useCornerControl } from './corner-control';

const TYPES: MapType[] = ['aerial', 'standard'];

function makeTypeBar(): HTMLElement {
  const div = L.DomUtil.create('div', 'leaflet-bar inasaku-map-type-control');
  div.setAttribute('role', 'group');
  div.setAttribute('aria-label', '地図の種類');
  div.style.display = 'flex';
  div.style.background = '#fff';
  L.DomEvent.disableClickPropagation(div);
  L.DomEvent.disableScrollPropagation(div);
  return div;
}

/** 航空写真 / 地図 switch in the bottom-left corner, styled like Leaflet's own controls. */
export function MapTypeControl({ map, value, onChange }: { map: L.Map; value: MapType; onChange: (t: MapType) => void }) {
  const container = useCornerControl(map, 'bottomleft', makeTypeBar);
  if (!container) return null;
  return createPortal(
    TYPES.map((t) => (
      <button
        key={t}
        type="button"
        aria-pressed={value === t}
        onClick={() => onChange(t)}
        style={{
          border: 0,
          padding: '0 12px',
          height: 30,
          cursor: 'pointer',
          fontSize: 13,
          background: value === t ? '#fff' : '#f4f4f4',
          color: value === t ? '#000' : '#666',
          fontWeight: value === t ? 600 : 400,
          borderRight: t === 'aerial' ? '1px solid #ccc' : 0,
        }}
      >
        {MAP_TYPE_LABELS[t]}
      </button>
    )),
    container,
  );
}
