/**
 * The water gates' codes and words (spec 001 "Water-gate recording map"), without schemas: the
 * dashboard's gate log shows them and should load no validation code (gates.ts holds the schemas).
 */
export const GATE_TYPES = { supply: 1, out: 2 } as const;
/** 1 給水 (supply), 2 排水 (drain). */
export type GateType = 1 | 2;
export type GateMode = 'supply' | 'out';
/** 0 閉門, 1 半開, 2 全開. */
export type GateStatus = 0 | 1 | 2;

/** Labels of spec 001 (radio buttons, markers, logs). */
export const GATE_STATUS_LABELS: Readonly<Record<GateStatus, string>> = { 0: '閉門', 1: '半開', 2: '全開' };
export const GATE_TYPE_LABELS: Readonly<Record<GateType, string>> = { 1: '給水', 2: '排水' };
