import { CLIENT_ROUTES, type Information, type PagedList } from '@inasaku/contracts';
import { PAGE_SIZES } from '@inasaku/domain';
import { EMPTY, formatYear, queryKeyOf, useRouteMutation, useRouteQuery, type RemoteRouteProps } from '@inasaku/ui';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { NOTICE_TEXTS } from '../texts';
import { markReadInCache, noticesApi } from './api';
import { dateTime } from './format';
import { NoticeReference } from './NoticeReference';

const R = NOTICE_TEXTS.report;
const C = NOTICE_TEXTS.columns;
const FIRST_ROWS = PAGE_SIZES.reportRows;

/**
 * The announcements report of the chosen year (spec 001 "Announcements report"): number, posted
 * time, contributor, title, contents and an image marker; the first 10 rows, then すべてを見る.
 * A row opens the notice in a popup with its images (and marks it read, as on the dashboard).
 */
export default function NoticesReport({ session }: RemoteRouteProps) {
  const [wantAll, setWantAll] = useState(false);
  const [selected, setSelected] = useState<Information | null>(null);
  const mid = session.managementId;
  const client = useQueryClient();
  const first = useRouteQuery(CLIENT_ROUTES['informations.list'], { query: { ...(mid ? { management_id: mid } : {}), count: FIRST_ROWS } });
  // Under the list route's key, so a notice written anywhere makes it stale with the first rows.
  const everything = useQuery({
    queryKey: [...queryKeyOf(CLIENT_ROUTES['informations.list']), 'all', mid],
    queryFn: () => noticesApi.listAll(mid),
    enabled: wantAll,
  });
  const all = wantAll && !!everything.data;
  const current = wantAll ? everything : first;
  const data: PagedList<Information> = (all ? everything.data : first.data) ?? { list: [], total_count: 0 };
  const loading = current.isFetching;
  const failed = !!current.error;
  useEffect(() => {
    if (current.error) console.error(current.error);
  }, [current.error]);

  // Spec 001 §4: opening a notice marks it read, in every cached list of notices (a failure is only logged).
  const markRead = useRouteMutation(CLIENT_ROUTES['informations.markRead'], {
    onSuccess: (_answer, { body }) => markReadInCache(client, body.information_id),
  });
  const open = (notice: Information) => {
    setSelected(notice);
    if (notice.is_read) return;
    markRead.mutateAsync({ body: { information_id: notice.information_id } }).catch((e: unknown) => console.error(e));
  };

  const more = !all && data.total_count > data.list.length;
  const title = [R.hub, session.managementYear ? formatYear(Number(session.managementYear)) : null, R.title].filter(Boolean).join(' / ');

  return (
    <Card
      data-testid="notices-report"
      title={title}
      extra={
        <Typography.Text type="secondary" data-testid="notices-report-total">
          {R.total(data.total_count)}
        </Typography.Text>
      }
      styles={{ body: { padding: 16 } }}
    >
      {failed ? (
        <Typography.Paragraph type="danger" data-testid="notices-error">
          {NOTICE_TEXTS.loadFailed}
        </Typography.Paragraph>
      ) : null}
      <Table<Information>
        size="middle"
        rowKey="information_id"
        loading={loading}
        dataSource={data.list}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 760 }}
        locale={{ emptyText: EMPTY.notices }}
        onRow={(notice) => ({ onClick: () => open(notice), style: { cursor: 'pointer' }, 'data-testid': 'notices-report-row' }) as never}
        columns={[
          { key: 'number', title: C.number, width: 64, align: 'right', render: (_v, _n, i) => i + 1 },
          { key: 'datetime', title: C.postedAt, width: 150, render: (_v, n) => dateTime(n.datetime) },
          { key: 'contributor', title: C.contributor, width: 140, ellipsis: true, render: (_v, n) => n.contributor },
          { key: 'title', title: C.title, width: '24%', ellipsis: true, render: (_v, n) => n.title },
          { key: 'contents', title: C.contents, ellipsis: true, render: (_v, n) => n.contents },
          {
            key: 'image',
            title: C.image,
            width: 64,
            align: 'center',
            render: (_v, n) => (n.image_paths.length > 0 ? <span data-testid="notices-report-image">{NOTICE_TEXTS.imageMarker}</span> : null),
          },
        ]}
      />
      {more ? (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Button data-testid="notices-see-all" loading={loading} onClick={() => setWantAll(true)}>
            {R.seeAll}
          </Button>
        </Flex>
      ) : null}
      <NoticeReference notice={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}
