import type { WorkLog } from '@inasaku/contracts';
import { FIXED_DETAIL_ROWS, PAGE_SIZES, formatThousands, pageQuery } from '@inasaku/domain';
import { LOG_TEXTS } from './texts';

/** GET /inasaku/logs query (spec 001 §4): count; latest_log_id and skip_page as the page move needs. */
export interface LogPageQuery {
  count: number;
  latest_log_id?: string;
  skip_page?: number;
}

/** The query that reads `toPage` while `current` (the logs of `fromPage`) is shown. */
export function logPageQuery(fromPage: number, toPage: number, current: readonly Pick<WorkLog, 'log_id'>[]): LogPageQuery {
  const q = pageQuery({ pageSize: PAGE_SIZES.logs, fromPage, toPage, lastIdOfCurrentPage: current[current.length - 1]?.log_id });
  const out: LogPageQuery = { count: q.count };
  if (q.latest_id) out.latest_log_id = q.latest_id;
  if (q.skip_page !== undefined) out.skip_page = q.skip_page;
  return out;
}

/** A log of a delete (type 3): marked '[削除]' and styled as deleted. */
export const isDeleteLog = (log: Pick<WorkLog, 'type'>) => log.type === 3;

/** Deleting is refused for a delete log, for work already deleted (del_flg '1') and when read-only. */
export function canDeleteLog(log: Pick<WorkLog, 'type' | 'del_flg'>, canEdit: boolean): boolean {
  return canEdit && log.type !== 3 && log.del_flg !== '1';
}

/** 'YYYY-MM-DD' -> 'MM/DD'; '' when there is no date. */
export function shortDate(workDate: string | null): string {
  const m = workDate ? /^\d{4}-(\d{2})-(\d{2})/.exec(workDate) : null;
  return m ? `${m[1]}/${m[2]}` : '';
}

export function fieldNames(log: Pick<WorkLog, 'paddy_fields' | 'is_not_paddy_field_item'>): string[] {
  if (log.is_not_paddy_field_item && log.paddy_fields.length === 0) return [];
  return log.paddy_fields.map((f) => f.paddy_field_name?.trim() || LOG_TEXTS.unnamedField);
}

/** The field column: the names joined, or ほ場外作業 for non-field work. */
export function fieldColumnText(log: Pick<WorkLog, 'paddy_fields' | 'is_not_paddy_field_item'>): string {
  const names = fieldNames(log);
  if (names.length === 0) return log.is_not_paddy_field_item ? LOG_TEXTS.notPaddy : '';
  return names.join('、');
}

export function areaText(areaTotal: string | null): string {
  return areaTotal === null || areaTotal === '' ? '' : formatThousands(areaTotal);
}

/** The item column: '[削除]' before the name of a delete log. */
export function itemColumnText(log: Pick<WorkLog, 'type' | 'item_name'>): string {
  return isDeleteLog(log) ? `${LOG_TEXTS.deletedMark}${log.item_name}` : log.item_name;
}

/**
 * The details of the detail frame: those after the fixed 実施日 and 作業者 (shown on their own
 * lines), only the ones with a value, with their unit.
 */
export function detailLines(log: Pick<WorkLog, 'item_details'>): { name: string; value: string }[] {
  return log.item_details
    .slice(FIXED_DETAIL_ROWS)
    .filter((d) => d.item_detail_value !== null && d.item_detail_value !== '')
    .map((d) => ({
      name: d.item_detail_name,
      value: `${d.item_detail_value}${d.item_detail_unit ? ` ${d.item_detail_unit}` : ''}`,
    }));
}
