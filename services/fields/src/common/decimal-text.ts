/**
 * PostgreSQL numeric text without the padding of its scale: '12.30' -> '12.3', '5.00' -> '5'.
 * Works on the text, so no binary rounding can creep in.
 */
export function trimDecimal(value: string | null): string | null {
  if (value === null) return null;
  if (!value.includes('.')) return value;
  const trimmed = value.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

/** '' from a cleared form field is stored as NULL. */
export function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}
