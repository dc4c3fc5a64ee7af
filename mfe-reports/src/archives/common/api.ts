import {
  expandReportHistory, reportDetailOrder,
  type Paged, type ReportPaddyField, type ReportWorkData, type ReportWorkEntry, type Season, type WorkLog,
} from '@inasaku/contracts';
import { apiFetch } from '@inasaku/ui';

export type Year = string | null;
const yearParam = (mid: Year) => (mid ? { management_id: mid } : {});

export interface WorkReportData {
  fields: ReportPaddyField[];
  seasons: Season[];
  histories: ReportWorkEntry[];
}

const PATH = '/inasaku/archive/work-histories';

/**
 * Every field, season and history of the year: the first answer, then the other parts of the
 * year's histories together (each part continued while it answers a cursor).
 */
export async function loadWorkReportData(mid: Year): Promise<WorkReportData> {
  const first = await apiFetch<ReportWorkData>(PATH, { query: yearParam(mid) });
  const part = async (k: number, start: ReportWorkData | null) => {
    const rows = [...(start?.work_histories ?? [])];
    let cursor = start ? start.next_cursor : undefined;
    if (!start) {
      const d = await apiFetch<ReportWorkData>(PATH, { query: { ...yearParam(mid), part: k, parts: first.parts } });
      rows.push(...d.work_histories);
      cursor = d.next_cursor;
    }
    while (cursor) {
      const d = await apiFetch<ReportWorkData>(PATH, { query: { ...yearParam(mid), part: k, parts: first.parts, cursor } });
      rows.push(...d.work_histories);
      cursor = d.next_cursor;
    }
    return rows;
  };
  const parts = await Promise.all(Array.from({ length: Math.max(1, first.parts) }, (_, k) => part(k, k === 0 ? first : null)));
  const seasons = first.seasons ?? [];
  const order = reportDetailOrder(seasons);
  const histories = parts.flat().flatMap((h) => {
    const e = expandReportHistory(h, order);
    return e ? [e] : [];
  });
  return { fields: first.paddy_fields ?? [], seasons, histories };
}

/** Server paging of GET /inasaku/logs is at most 100 per page. */
const LOG_PAGE = 100;

export const reportsApi = {
  /** The first `count` work logs of the year, newest first, with the total. */
  logs: (mid: Year, count: number) =>
    apiFetch<Paged<WorkLog>>('/inasaku/logs', { query: { ...yearParam(mid), count } }).then((d) => d ?? { list: [], total_count: 0 }),

  /** Every work log of the year (すべてを見る), page after page. */
  async allLogs(mid: Year): Promise<Paged<WorkLog>> {
    const list: WorkLog[] = [];
    let total = 0;
    for (let page = 0; ; page++) {
      const d = await apiFetch<Paged<WorkLog>>('/inasaku/logs', { query: { ...yearParam(mid), count: LOG_PAGE, skip_page: page } });
      list.push(...(d?.list ?? []));
      total = d?.total_count ?? 0;
      if (!d?.list.length || list.length >= total) break;
    }
    return { list, total_count: total };
  },
};
