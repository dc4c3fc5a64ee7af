import Decimal from 'decimal.js';

/**
 * Decimal-exact arithmetic for areas (a) and per-10a values (spec 000 §9): binary
 * floats would show 0.1 + 0.2 as 0.30000000000000004 in an area total. A private
 * Decimal clone keeps other code's global Decimal settings from changing results.
 */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
type Dec = InstanceType<typeof D>;

const DECIMAL_TEXT = /^[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/** null for empty or non-numeric input; areas come from forms, so text is trimmed first. */
function toDecimal(value: string | number | null | undefined): Dec | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? new D(value) : null;
  const text = value.trim();
  return DECIMAL_TEXT.test(text) ? new D(text) : null;
}

/** '-0' and '-0.00' read as a negative amount to users; a zero has no sign. */
function unsignedZero(text: string): string {
  return /^-[0.]+$/.test(text) ? text.slice(1) : text;
}

/**
 * Exact total of areas as plain text with at most 2 decimals (area is kept to
 * 0.01 a). Empty and non-numeric entries are skipped so one blank field does
 * not break a whole summary table.
 */
export function sumAreas(values: (string | number | null | undefined)[]): string {
  let total: Dec = new D(0);
  for (const value of values) {
    const d = toDecimal(value);
    if (d) total = total.plus(d);
  }
  return unsignedZero(total.toDecimalPlaces(2).toFixed());
}

function groupThousands(plain: string): string {
  const negative = plain.startsWith('-');
  const unsigned = negative || plain.startsWith('+') ? plain.slice(1) : plain;
  const [intPart, fraction] = unsigned.split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/**
 * '1234.5' -> '1,234.5'. Without fractionDigits the digits are kept as given
 * ('12.50' stays '12.50'); with it the value is rounded half up and padded.
 * Empty input gives '' and non-numeric text is returned unchanged, so a display
 * never throws on bad data.
 */
export function formatThousands(value: string | number, fractionDigits?: number): string {
  if (value === '') return '';
  const d = toDecimal(value);
  if (!d) return String(value);
  let plain: string;
  if (fractionDigits !== undefined) plain = d.toFixed(fractionDigits);
  else if (typeof value === 'string' && /^[-+]?[0-9]+(\.[0-9]+)?$/.test(value.trim())) plain = value.trim();
  else plain = d.toFixed();
  return groupThousands(unsignedZero(plain));
}

/**
 * Auto-calculated amount per 10a (spec 000 §3 item_detail_auto): value / area(a) * 10,
 * rounded half up at the third decimal, i.e. kept to 2 decimals, trailing zeros
 * dropped ('12.5'). null when there is nothing to divide by or nothing to divide.
 */
export function autoPer10a(value: string | number, areaInA: string | number): string | null {
  const v = toDecimal(value);
  const area = toDecimal(areaInA);
  if (!v || !area || area.lte(0)) return null;
  return unsignedZero(v.div(area).times(10).toDecimalPlaces(2).toFixed());
}
