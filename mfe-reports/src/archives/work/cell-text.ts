import type { ReportColumn } from '@inasaku/contracts';

/**
 * A report cell's value as the screen shows it: a date detail's 'YYYY-MM-DD' reads 'YYYY/MM/DD' like
 * every other screen (the layout keeps the stored value, which the Excel file turns into a date cell
 * shown the same way); anything else, or a date detail holding free text, as stored.
 */
export function cellText(value: string, type: ReportColumn['type']): string {
  return type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '/') : value;
}
