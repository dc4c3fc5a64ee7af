import {
  GATE_STATUS_LABELS, waterGateFormErrors,
  type GateMode, type GateStatus, type WaterGate,
} from '@inasaku/contracts';
import { formatTokyo } from '@inasaku/domain';

/** What the gate form holds (spec 001 §4, §5). */
export interface GateFormValues {
  water_gate_status: GateStatus;
  /** 'YYYY-MM-DDTHH:mm' as the datetime input shows it; '' when cleared */
  water_gate_time: string;
  water_gate_worker: string;
}

export const INPUT_TIME_FORMAT = 'YYYY-MM-DDTHH:mm';

/** Defaults of spec 001 §4: 閉門, now, the signed-in user's display name. */
export function initialGateForm(displayName: string | null | undefined, now: Date = new Date()): GateFormValues {
  return { water_gate_status: 0, water_gate_time: formatTokyo(now, INPUT_TIME_FORMAT), water_gate_worker: displayName ?? '' };
}

/**
 * The datetime input's wall time as an instant at +09:00: gates are farm records, kept in Tokyo
 * time whatever zone the phone is set to. The text is not read through Date or dayjs (they roll
 * 2026-02-30 over to 03-02): an impossible one goes on as typed so that the shared rule refuses
 * it here as the service would.
 */
export function toRecordTime(inputValue: string): string {
  if (!inputValue) return '';
  const wall = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.exec(inputValue)?.[0];
  return wall ? `${wall}:00+09:00` : inputValue;
}

/** The first message per field, the same rules as the service (libs/contracts WATER_GATE_RULES). */
export function gateFormErrors(values: GateFormValues) {
  return waterGateFormErrors({ ...values, water_gate_time: toRecordTime(values.water_gate_time) });
}

export const NAME_SEPARATOR = '、';

/** A quick-add button appends the user's name after '、', unless it is already listed. */
export function appendWorker(current: string | null | undefined, name: string): string {
  const text = (current ?? '').trim();
  if (!text) return name;
  const names = text.split(/[、,，]+/).map((n) => n.trim()).filter(Boolean);
  if (names.includes(name)) return text;
  return `${text.replace(/[、,，\s]+$/, '')}${NAME_SEPARATOR}${name}`;
}

/** Quick-add buttons are offered only when the account has more than one user (spec 001). */
export function quickAddNames(userNames: readonly string[]): readonly string[] {
  return userNames.length > 1 ? userNames : [];
}

/** The 給水 / 排水 switch is locked while gates are selected (spec 001 §4). */
export function modeSwitchLocked(selectedCount: number): boolean {
  return selectedCount > 0;
}

/** A marker click toggles the gate in or out of the selection, keeping the click order. */
export function toggleGate(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

export function gateStatusOf(gate: WaterGate, mode: GateMode): GateStatus {
  return mode === 'supply' ? gate.water_supply_gate_status : gate.water_out_gate_status;
}

export function statusLabel(status: number | string): string {
  return GATE_STATUS_LABELS[Number(status) as GateStatus] ?? '';
}
