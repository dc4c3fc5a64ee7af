import type {
  GateMode, OpenWaterGate, Paged, RecordWaterGatesResponse, WaterGate, WaterGateLog,
} from '@inasaku/contracts';
import type { PageQuery } from '@inasaku/domain';
import { apiFetch } from '@inasaku/ui';
import { yearParam, type Year } from '../common/api';

export interface GateRecordInput {
  paddy_field_ids: string[];
  water_gate_status: number;
  /** ISO 8601 with offset */
  water_gate_time: string;
  water_gate_worker: string;
}

/** The gate calls of spec 001 §7 (libs/contracts/src/water/gates.ts). */
export const gatesApi = {
  /** Every field of the year with its two gates. */
  map: (mid: Year) => apiFetch<WaterGate[]>('/inasaku/watergate', { query: yearParam(mid) }).then((l) => l ?? []),

  /** The gates of a mode that are open now, newest first. */
  open: (mid: Year, mode: GateMode) =>
    apiFetch<OpenWaterGate[]>(`/inasaku/watergate/${mode}`, { query: yearParam(mid) }).then((l) => l ?? []),

  /** The selected gates (several: /watergates; the phone's single gate: /watergate). */
  record: (mid: Year, mode: GateMode, input: GateRecordInput, userId: string) =>
    apiFetch<RecordWaterGatesResponse>(`/inasaku/${input.paddy_field_ids.length > 1 ? 'watergates' : 'watergate'}/${mode}`, {
      method: 'POST',
      body: { ...yearParam(mid), ...input, user_id: userId },
    }),

  /** The dashboard's gate log, paged as spec 001 §4 describes (gate logs rethrow on failure, §8). */
  logs: (mid: Year, page: PageQuery) =>
    apiFetch<Paged<WaterGateLog>>('/inasaku/watergate/logs', {
      query: {
        ...yearParam(mid), count: page.count,
        ...(page.latest_id ? { latest_log_id: page.latest_id } : {}),
        ...(page.skip_page ? { skip_page: page.skip_page } : {}),
      },
    }).then((d) => d ?? { list: [], total_count: 0 }),
};
