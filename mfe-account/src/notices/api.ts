import { MAX_PAGE_COUNT, mediaFileUrl, CLIENT_ROUTES, type Information, type PagedList } from '@inasaku/contracts';
import { pageQuery } from '@inasaku/domain';
import { callApi, queryKeyOf } from '@inasaku/ui';
import type { QueryClient } from '@tanstack/react-query';

/** The chosen management year; notices belong to one year (null: the gateway takes the newest). */
export type Year = string | null;

/** Query of GET /api/informations: libs/domain pageQuery with the notice cursor's name. */
export interface NoticesQuery {
  count: number;
  latest_information_id?: string;
  skip_page?: number;
}

/**
 * Moving from the page on screen to another (spec 001 §4): page 1 with count only, a lower page
 * by skipping from the top, a higher one after the last id on screen.
 */
export function noticesPageQuery(pageSize: number, fromPage: number, toPage: number, shown: readonly Information[]): NoticesQuery {
  const q = pageQuery({ pageSize, fromPage, toPage, lastIdOfCurrentPage: shown[shown.length - 1]?.information_id });
  return {
    count: q.count,
    ...(q.latest_id ? { latest_information_id: q.latest_id } : {}),
    ...(q.skip_page !== undefined ? { skip_page: q.skip_page } : {}),
  };
}

const year = (managementId: Year) => (managementId ? { management_id: managementId } : {});

export const noticesApi = {
  list: (managementId: Year, query: NoticesQuery) => callApi(CLIENT_ROUTES['informations.list'], { query: { ...year(managementId), ...query } }),

  /** Every notice of the year, newest first (the report's すべてを見る). */
  async listAll(managementId: Year): Promise<PagedList<Information>> {
    const first = await noticesApi.list(managementId, { count: MAX_PAGE_COUNT });
    const list = [...first.list];
    for (let page = 2; list.length < first.total_count && (page - 1) * MAX_PAGE_COUNT < first.total_count; page++) {
      const next = await noticesApi.list(managementId, { count: MAX_PAGE_COUNT, skip_page: page - 1 });
      if (!next.list.length) break;
      list.push(...next.list);
    }
    return { list, total_count: first.total_count };
  },
};

/**
 * Where the browser reads a notice's images: the gateway's cookie-authenticated /media/file/<key>,
 * built from the stored keys (the canonical address) rather than trusting the answer's urls.
 */
export function noticeImageUrls(notice: Pick<Information, 'image_paths'>): string[] {
  return notice.image_paths.map(mediaFileUrl);
}

/**
 * A notice opened is read in every cached list of notices (the widget's pages, the report's rows),
 * so another screen showing it never marks it unread again until its list is read anew.
 */
export function markReadInCache(client: QueryClient, informationId: string): void {
  client.setQueriesData<PagedList<Information>>({ queryKey: queryKeyOf(CLIENT_ROUTES['informations.list']) }, (answer) =>
    answer?.list
      ? { ...answer, list: answer.list.map((n) => (n.information_id === informationId ? { ...n, is_read: true } : n)) }
      : answer,
  );
}
