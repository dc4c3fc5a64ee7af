import type { Paged, ReportWorkData, WorkLog } from '@inasaku/contracts';
import { apiFetch } from '@inasaku/ui';

export type Year = string | null;
const yearParam = (mid: Year) => (mid ? { management_id: mid } : {});

/** Every field, season and history of the year, however many pages the works service answers in. */
export async function loadWorkReportData(mid: Year): Promise<Required<{ [K in keyof ReportWorkData]: NonNullable<ReportWorkData[K]> }>> {
  const first = await apiFetch<ReportWorkData>('/inasaku/archive/work-histories', { query: yearParam(mid) });
  const histories = [...first.work_histories];
  let cursor = first.next_cursor;
  while (cursor) {
    const next = await apiFetch<ReportWorkData>('/inasaku/archive/work-histories', { query: { ...yearParam(mid), cursor } });
    histories.push(...next.work_histories);
    cursor = next.next_cursor;
  }
  return { paddy_fields: first.paddy_fields ?? [], seasons: first.seasons ?? [], work_histories: histories, next_cursor: '' };
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
