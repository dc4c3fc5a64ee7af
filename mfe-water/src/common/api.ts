/**
 * Pieces every water screen shares. Every year-scoped call carries the chosen management year;
 * the gateway settles the newest year when it is null.
 */
export type Year = string | null;
export const yearParam = (managementId: Year) => (managementId ? { management_id: managementId } : {});

/** Failures that the spec answers with '通信エラー' (spec 001 §8) keep the cause in the console for support. */
export function logFailure(what: string, error: unknown): void {
  console.error(`[mfe-water] ${what} failed`, error);
}
