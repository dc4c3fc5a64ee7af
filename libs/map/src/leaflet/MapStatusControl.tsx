import * as L from 'leaflet';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MAP_STATUS_STYLE } from '../constants';
import { useCornerControl } from './corner-control';

function makeStatusLine(): HTMLElement {
  const div = L.DomUtil.create('div', 'inasaku-map-status');
  Object.assign(div.style, MAP_STATUS_STYLE);
  L.DomEvent.disableClickPropagation(div);
  return div;
}

/**
 * The map's status line (最終更新: …) as a control of the bottom-left corner, added after the
 * 航空写真/地図 switch: Leaflet stacks it above the switch, and it moves above bottom sheets with
 * the other controls, so it never covers a control nor is covered by a panel.
 */
export function MapStatusControl({ map, children }: { map: L.Map; children: ReactNode }) {
  const container = useCornerControl(map, 'bottomleft', makeStatusLine);
  return container ? createPortal(children, container) : null;
}
