/**
 * "Empty" as the forms see it: nothing typed yet. Every rule except `required`
 * lets these through, so that optional fields can stay blank (spec 000 §5).
 */
export function isEmpty(value: unknown): value is '' | null | undefined {
  return value === '' || value === null || value === undefined;
}

/**
 * Form values arrive as strings from inputs but as numbers from JSON bodies;
 * the rules judge the text the user would see, so numbers are stringified.
 * Anything else (objects, arrays, booleans) has no text and yields null.
 */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint') return value.toString();
  return null;
}

/** Character count as a Japanese user counts it: one per code point, so 'ほ場' is 2. */
export function charCount(text: string): number {
  return [...text].length;
}
