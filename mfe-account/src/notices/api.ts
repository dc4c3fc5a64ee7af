import {
  MAX_PAGE_COUNT, mediaFileUrl,
  type DeleteInformationResponse, type Information, type MarkInformationReadResponse, type PagedList,
} from '@inasaku/contracts';
import { pageQuery } from '@inasaku/domain';
import { apiFetch } from '@inasaku/ui';

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

export interface NoticeInput {
  title: string;
  contents: string;
  image_paths: string[];
}

const year = (managementId: Year) => (managementId ? { management_id: managementId } : {});

export const noticesApi = {
  list: (managementId: Year, query: NoticesQuery) =>
    apiFetch<PagedList<Information>>('/api/informations', { query: { ...year(managementId), ...query } }),

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

  create: (managementId: Year, input: NoticeInput) =>
    apiFetch<Information>('/api/informations', { method: 'POST', body: { ...year(managementId), ...input } }),

  update: (managementId: Year, informationId: string, input: NoticeInput) =>
    apiFetch<Information>('/api/informations', {
      method: 'PUT',
      body: { ...year(managementId), information_id: informationId, ...input },
    }),

  remove: (managementId: Year, informationId: string) =>
    apiFetch<DeleteInformationResponse>('/api/informations', {
      method: 'DELETE',
      body: { ...year(managementId), information_id: informationId },
    }),

  markRead: (informationId: string) =>
    apiFetch<MarkInformationReadResponse>('/api/informations/read', { method: 'PUT', body: { information_id: informationId } }),
};

/**
 * Where the browser reads a notice's images: the gateway's cookie-authenticated /media/file/<key>,
 * built from the stored keys (the canonical address) rather than trusting the answer's urls.
 */
export function noticeImageUrls(notice: Pick<Information, 'image_paths'>): string[] {
  return notice.image_paths.map(mediaFileUrl);
}
