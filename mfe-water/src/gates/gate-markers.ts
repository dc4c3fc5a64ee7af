import type { GateMode, GateStatus, WaterGate } from '@inasaku/contracts';
import { parseMapPos, type FarmMarker, type FarmMarkerIcon } from '@inasaku/map';
import { formatTokyo } from '@inasaku/domain';
import { gateStatusOf, statusLabel } from './gate-form';
import { GATE_COLORS } from './gate-colors';
import { GATE_TEXTS } from './texts';

// Teardrop in the spec's 24x42 marker box, tip on the anchor line.
const PIN_PATH = 'M12 41C11 35 3.5 20.5 3.5 12A8.5 8.5 0 0 1 20.5 12C20.5 20.5 13 35 12 41Z';
// The mark in the head: a bar (closed), a half disc (half-open), a full disc (fully open).
const MARKS: Record<GateStatus, string> = {
  0: '<rect x="7.5" y="10.5" width="9" height="3" rx="1" fill="#FFFFFF"/>',
  1: '<path d="M7 12A5 5 0 0 1 17 12Z" fill="#FFFFFF"/><circle cx="12" cy="12" r="5" fill="none" stroke="#FFFFFF" stroke-width="1.4"/>',
  2: '<circle cx="12" cy="12" r="5" fill="#FFFFFF"/>',
};

const icons = new Map<string, FarmMarkerIcon>();

/** The marker icon of a gate in a status, plain or selected; a 2,000-gate map uses at most 12 icons. */
export function gateIcon(mode: GateMode, status: GateStatus, selected: boolean): FarmMarkerIcon {
  const key = `${mode}${status}${selected ? 's' : ''}`;
  let icon = icons.get(key);
  if (!icon) {
    const ring = selected
      ? '<circle cx="12" cy="12" r="11.3" fill="none" stroke="rgba(0,0,0,0.55)" stroke-width="0.9"/><circle cx="12" cy="12" r="10.2" fill="rgba(229,57,53,0.3)" stroke="#E53935" stroke-width="2.2"/>'
      : '';
    const body =
      ring +
      `<path d="${PIN_PATH}" fill="none" stroke="rgba(0,0,0,0.45)" stroke-width="3.2" stroke-linejoin="round"/>` +
      `<path d="${PIN_PATH}" fill="${GATE_COLORS[mode][status]}" stroke="#FFFFFF" stroke-width="1.6" stroke-linejoin="round"/>` +
      MARKS[status];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="42" viewBox="0 0 24 42">${body}</svg>`;
    icon = { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, width: 24, height: 42, anchorX: 12, anchorY: 42 };
    icons.set(key, icon);
  }
  return icon;
}

export function gateName(gate: Pick<WaterGate, 'name'> | { paddy_field_name: string | null }): string {
  const name = 'name' in gate ? gate.name : gate.paddy_field_name;
  return name?.trim() ? name : GATE_TEXTS.unnamedField;
}

/** Hover text: the field, then the mode's status with its last time and worker. */
export function gateTitle(gate: WaterGate, mode: GateMode): string {
  const time = mode === 'supply' ? gate.water_supply_gate_time : gate.water_out_gate_time;
  const worker = mode === 'supply' ? gate.water_supply_gate_worker : gate.water_out_gate_worker;
  const status = `${GATE_TEXTS.modes[mode]}: ${statusLabel(gateStatusOf(gate, mode))}`;
  const last = time ? ` (${formatTokyo(time, 'MM/DD HH:mm')}${worker ? ` ${worker}` : ''})` : '';
  return `${gateName(gate)}\n${status}${last}`;
}

/** One marker per field with a valid pin, in the mode's status; selected ones on top. */
export function gateMarkers(gates: readonly WaterGate[], mode: GateMode, selected: ReadonlySet<string>): FarmMarker[] {
  const markers: FarmMarker[] = [];
  for (const g of gates) {
    const pos = parseMapPos(g.map_pos);
    if (!pos) continue;
    const isSelected = selected.has(g.paddy_field_id);
    markers.push({
      id: g.paddy_field_id, ...pos, title: gateTitle(g, mode), icon: gateIcon(mode, gateStatusOf(g, mode), isSelected), zIndex: isSelected ? 1 : 0,
    });
  }
  return markers;
}
