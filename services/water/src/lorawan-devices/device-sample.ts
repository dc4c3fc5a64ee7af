/** At most this many members of a decoded payload are kept as an entry's sample. */
export const SAMPLE_MAX_KEYS = 30;
const SAMPLE_MAX_TEXT = 100;

/**
 * What of a decoded payload the 未登録のデバイス list shows so the farmer recognises the device
 * and sees its keys for the decoding map: the top-level numbers, booleans and short texts (nested
 * objects by their scalar members, one level deep, as `parent.key`). Bounded, so a codec that
 * emits a large document cannot grow the row.
 */
export function deviceSample(decoded: unknown): Record<string, unknown> | null {
  if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded)) return null;
  const out: Record<string, unknown> = {};
  let n = 0;
  const put = (key: string, value: unknown): void => {
    if (n >= SAMPLE_MAX_KEYS || key.length > 100) return;
    if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') out[key] = value;
    else if (typeof value === 'string') out[key] = value.length > SAMPLE_MAX_TEXT ? `${value.slice(0, SAMPLE_MAX_TEXT)}…` : value;
    else return;
    n += 1;
  };
  for (const [key, value] of Object.entries(decoded as Record<string, unknown>)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, v] of Object.entries(value as Record<string, unknown>)) put(`${key}.${inner}`, v);
    } else put(key, value);
  }
  return n ? out : null;
}
