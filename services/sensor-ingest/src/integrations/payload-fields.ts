import { parseTokyoTime } from '@inasaku/domain';

/** Small readers for the untrusted JSON of a network server (nothing is assumed about its shape). */

export type Json = Record<string, unknown>;

export const objectAt = (v: unknown): Json | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : null);

export const textAt = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export const finiteAt = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A counter or port: absent means 0 (both network servers leave zero values out), else a whole number ≥ 0. */
export function counterAt(v: unknown): number | null {
  if (v === undefined || v === null) return 0;
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null;
}

/** An ISO 8601 instant of a network server (UTC, nanoseconds), epoch ms or null. */
export function instantAt(v: unknown): number | null {
  return typeof v === 'string' ? (parseTokyoTime(v)?.getTime() ?? null) : null;
}

/** DevEUI as both consoles show it: ChirpStack sends lower case, The Things Stack upper case. */
export function devEuiAt(v: unknown): string | null {
  const text = typeof v === 'string' ? v.replace(/[\s:-]/g, '').toUpperCase() : '';
  return /^[0-9A-F]{16}$/.test(text) ? text : null;
}

/** The best (highest) value of one field over a list of gateway receptions; null when none has it. */
export function bestOf(list: unknown, field: string): number | null {
  if (!Array.isArray(list)) return null;
  let best: number | null = null;
  for (const item of list) {
    const value = finiteAt(objectAt(item)?.[field]);
    if (value !== null && (best === null || value > best)) best = value;
  }
  return best;
}
