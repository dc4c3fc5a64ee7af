/** Smallest positive normal single-precision number (2^-126); below it float4 has lost precision. */
export const FLOAT4_MIN_NORMAL = 2 ** -126;
/** Largest finite single-precision number. */
export const FLOAT4_MAX = (2 - 2 ** -23) * 2 ** 127;

/**
 * Whether a number can be stored in a PostgreSQL `real` (float4) column as the number it is:
 * 0 (either sign), or a finite value whose float4 rounding is a normal number. PostgreSQL
 * refuses what rounds to infinity (overflow) or to zero (underflow: 1e-300, 5e-324) when a
 * double is cast to real; subnormal magnitudes (about 1e-40) are refused as well: PostgreSQL keeps
 * them, but with only a few significant bits, so the stored value is not the number that was
 * sent (and no sensor measures such a value). NaN and ±Infinity never fit.
 * Anything that is answered "accepted" and later goes to a `real` column is checked with this
 * first, so the database never refuses what a client was told is kept.
 */
export function fitsFloat4(value: number): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value === 0) return true;
  const rounded = Math.abs(Math.fround(value));
  return Number.isFinite(rounded) && rounded >= FLOAT4_MIN_NORMAL;
}
