import type { GateMode, WaterGate } from '@inasaku/contracts';
import { cacheKey, cachedRead, type NewOutboxItem, type OfflineDatabase } from '@inasaku/offline';
import { yearParam, type Year } from '../common/api';
import { gatesApi, type GateRecordInput } from './api';
import { GATE_TEXTS } from './texts';

/** The gate map of the year, network first, else the device's copy with its time (最終更新). */
export function loadGateMap(db: OfflineDatabase | null, mid: Year) {
  return cachedRead<WaterGate[]>(db, cacheKey('/inasaku/watergate', { management_id: mid ?? 'newest' }), () => gatesApi.map(mid));
}

/** A gate record as the outbox keeps it: the same request the screen sends online. */
export function gateRecord(mid: Year, mode: GateMode, input: GateRecordInput, userId: string): NewOutboxItem {
  return {
    kind: 'water-gate',
    label: `${GATE_TEXTS.modes[mode]} ・ ${input.paddy_field_ids.length} ほ場`,
    method: 'POST',
    path: `/inasaku/${input.paddy_field_ids.length > 1 ? 'watergates' : 'watergate'}/${mode}`,
    body: { ...yearParam(mid), ...input, user_id: userId },
  };
}
