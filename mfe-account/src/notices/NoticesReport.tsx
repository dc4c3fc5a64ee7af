import type { Information, PagedList } from '@inasaku/contracts';
import { PAGE_SIZES } from '@inasaku/domain';
import { EMPTY, formatYear, type RemoteRouteProps } from '@inasaku/ui';
import { Button, Card, Flex, Table, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTICE_TEXTS } from '../texts';
import { noticesApi } from './api';
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
  const [data, setData] = useState<PagedList<Information>>({ list: [], total_count: 0 });
  const [all, setAll] = useState(false);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<Information | null>(null);
  const mid = session.managementId;
  const request = useRef(0);

  const load = useCallback(
    async (everything: boolean) => {
      const id = ++request.current;
      setLoading(true);
      try {
        const result = everything ? await noticesApi.listAll(mid) : await noticesApi.list(mid, { count: FIRST_ROWS });
        if (id !== request.current) return;
        setData(result);
        setAll(everything);
        setFailed(false);
      } catch (e) {
        console.error(e);
        if (id === request.current) setFailed(true);
      } finally {
        if (id === request.current) setLoading(false);
      }
    },
    [mid],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  const open = (notice: Information) => {
    setSelected(notice);
    if (notice.is_read) return;
    noticesApi
      .markRead(notice.information_id)
      .then(() => setData((d) => ({ ...d, list: d.list.map((n) => (n.information_id === notice.information_id ? { ...n, is_read: true } : n)) })))
      .catch((e: unknown) => console.error(e));
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
          <Button data-testid="notices-see-all" loading={loading} onClick={() => void load(true)}>
            {R.seeAll}
          </Button>
        </Flex>
      ) : null}
      <NoticeReference notice={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}
