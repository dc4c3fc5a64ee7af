/**
 * What the readings table can hold, checked before a value goes into an array literal.
 *
 * Level, temperature, battery and signal are `real` (float4) columns: PostgreSQL refuses a finite
 * double that overflows float4 (1e39) or underflows to zero (1e-300, 5e-324) with "value out of
 * range" (SQLSTATE 22003), while a float4 subnormal (1e-40) is stored. sensor-ingest refuses such
 * readings before it answers a device; this is the consumer's own guard for anything that reached
 * the stream another way.
 */
export function isStorableReal(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const f = Math.fround(value);
  return Number.isFinite(f) && (f !== 0 || value === 0);
}

/**
 * Whether PostgreSQL refused the data of a statement (a data exception, class 22; an integrity
 * constraint, 23; a program limit such as an oversized array, 54): the same rows would be refused
 * again, so the batch is split to find them. Anything else (no connection, a server shutting
 * down, a deadlock, too many connections) is the database, not the data: the batch is redelivered.
 */
export function refusedByDatabase(error: unknown): boolean {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' && /^(22|23|54)[0-9A-Z]{3}$/.test(code);
}

/** The SQLSTATE of a database error, when it has one. */
export function sqlState(error: unknown): string | null {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}
