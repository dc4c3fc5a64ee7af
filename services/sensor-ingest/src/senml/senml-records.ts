import { SENML_MESSAGES as M } from './senml-messages';

/** A record with its base values applied (RFC 8428 §4.6, "resolved"), or why it cannot be. */
export type ResolvedRecord =
  | { index: number; name: string; unit: string | undefined; value: number; time: number }
  | { index: number; refused: string };

/** Labels of RFC 8428 §4 (JSON); any other label is ignored unless it ends with `_` (must understand). */
const KNOWN_LABELS = new Set(['bn', 'bt', 'bu', 'bv', 'bs', 'bver', 'n', 'u', 'v', 'vs', 'vb', 'vd', 's', 't', 'ut']);
const NAME = /^[A-Za-z0-9][A-Za-z0-9:./_-]*$/;
/** RFC 8428 §4.5.3: times below 2^28 s are relative to now (a device without a clock). */
const RELATIVE_LIMIT_S = 2 ** 28;
const SENML_VERSION = 10;
/** The largest time a JavaScript Date holds. */
const MAX_EPOCH_MS = 8.64e15;

const numberOr = (v: unknown, fallback: number): number | null => (v === undefined ? fallback : typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Resolves a SenML pack record by record: base name, base time, base unit and base value carry
 * forward until another record changes them (RFC 8428 §4.1); the time is bt + t, relative to
 * `now` below 2^28 seconds; the value is bv + v. A record that cannot be resolved is refused
 * with its index and a Japanese reason, never the whole pack.
 */
export function resolveRecords(pack: unknown[], now: number): ResolvedRecord[] {
  let bn = '';
  let bt = 0;
  let bu: string | undefined;
  let bv = 0;
  let bver = SENML_VERSION;
  return pack.map((raw, index): ResolvedRecord => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { index, refused: M.record };
    const r = raw as Record<string, unknown>;
    // Base fields apply to this record and the following ones, even when this one is refused.
    if (typeof r.bn === 'string') bn = r.bn;
    const baseTime = numberOr(r.bt, bt);
    if (baseTime !== null) bt = baseTime;
    if (typeof r.bu === 'string') bu = r.bu;
    const baseValue = numberOr(r.bv, bv);
    if (baseValue !== null) bv = baseValue;
    const version = numberOr(r.bver, bver);
    if (version !== null) bver = version;
    const unknown = Object.keys(r).find((label) => label.endsWith('_') && !KNOWN_LABELS.has(label));
    if (unknown) return { index, refused: M.mustUnderstand(unknown) };
    if (version === null || !Number.isInteger(bver) || bver < 1 || bver > SENML_VERSION) return { index, refused: M.version };
    if (baseTime === null || baseValue === null) return { index, refused: baseTime === null ? M.time : M.value };
    const name = bn + (typeof r.n === 'string' ? r.n : '');
    if (!NAME.test(name)) return { index, refused: M.name };
    const t = numberOr(r.t, 0);
    if (t === null) return { index, refused: M.time };
    if (typeof r.v !== 'number' || !Number.isFinite(r.v)) return { index, refused: M.value };
    const seconds = bt + t;
    const time = seconds < RELATIVE_LIMIT_S ? now + Math.round(seconds * 1000) : Math.round(seconds * 1000);
    if (!Number.isFinite(time) || Math.abs(time) > MAX_EPOCH_MS) return { index, refused: M.time };
    const unit = typeof r.u === 'string' ? r.u : bu;
    return { index, name, unit, value: bv + r.v, time };
  });
}
