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
