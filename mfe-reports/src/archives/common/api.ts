import {
  expandReportHistory, reportDetailOrder, CLIENT_ROUTES,
  type Paged, type ReportPaddyField, type ReportWorkEntry, type Season, type WorkLog,
} from '@inasaku/contracts';
import { callApi, queryKeyOf } from '@inasaku/ui';

export type Year = string | null;
const yearParam = (mid: Year) => (mid ? { management_id: mid } : {});

export interface WorkReportData {
  fields: ReportPaddyField[];
  seasons: Season[];
  histories: ReportWorkEntry[];
}

const REPORT = CLIENT_ROUTES['workReport.data'];
const LOGS = CLIENT_ROUTES['logs.list'];

/** The query key of a year's whole work report (every part of it, asked by loadWorkReportData). */
export const workReportKey = (mid: Year) => [...queryKeyOf(REPORT, { query: yearParam(mid) }), 'all-parts'];

/**
 * Every field, season and history of the year: the first answer, then the other parts of the
 * year's histories together (each part continued while it answers a cursor).
 */
export async function loadWorkReportData(mid: Year, signal?: AbortSignal): Promise<WorkReportData> {
  const ask = (query: { part?: number; parts?: number; cursor?: string }) =>
    callApi(REPORT, { query: { ...yearParam(mid), ...query } }, { signal });
  const first = await ask({});
  const part = async (k: number, start: typeof first | null) => {
    const rows = [...(start?.work_histories ?? [])];
    let cursor = start ? start.next_cursor : undefined;
    if (!start) {
      const d = await ask({ part: k, parts: first.parts });
      rows.push(...d.work_histories);
      cursor = d.next_cursor;
    }
    while (cursor) {
      const d = await ask({ part: k, parts: first.parts, cursor });
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

/** The query of the first `count` work logs of the year, newest first, with the total. */
export const firstLogsQuery = (mid: Year, count: number) => ({ query: { ...yearParam(mid), count } });

/** The query key of every work log of the year (すべてを見る). */
export const allLogsKey = (mid: Year) => [...queryKeyOf(LOGS, { query: yearParam(mid) }), 'all-pages'];

/** Every work log of the year (すべてを見る), page after page. */
export async function loadAllLogs(mid: Year, signal?: AbortSignal): Promise<Paged<WorkLog>> {
  const list: WorkLog[] = [];
  let total = 0;
  for (let page = 0; ; page++) {
    const d = await callApi(LOGS, { query: { ...yearParam(mid), count: LOG_PAGE, skip_page: page } }, { signal });
    list.push(...(d?.list ?? []));
    total = d?.total_count ?? 0;
    if (!d?.list.length || list.length >= total) break;
  }
  return { list, total_count: total };
}
