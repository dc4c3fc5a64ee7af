/** An instant as ISO 8601 in Japan time ('2025-05-01T09:00:00+09:00'), as the trails screen reads it. */
export function toTokyoIso(instant: Date): string {
  const shifted = new Date(instant.getTime() + 9 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 19)}+09:00`;
}
