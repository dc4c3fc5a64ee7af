import type { GateMode, GateStatus } from '@inasaku/contracts';

/**
 * Marker fill per status: closed grey, half-open amber, fully open in the mode's colour. A module
 * of its own: the dashboard's gate log colours its tags with it and loads neither the map pins
 * nor the gate form (and the form's schemas) with it.
 */
export const GATE_COLORS: Record<GateMode, Record<GateStatus, string>> = {
  supply: { 0: '#78909C', 1: '#FFB300', 2: '#1E88E5' },
  out: { 0: '#78909C', 1: '#FFB300', 2: '#6D4C41' },
};
