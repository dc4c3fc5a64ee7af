import { CLIENT_ROUTES, type AccountUser } from '@inasaku/contracts';
import { BUTTONS, queryKeyOf, type RemoteRouteProps } from '@inasaku/ui';
import { PlusOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../settings/errors';
import { PageCard } from '../settings/PageCard';
import { USER_TEXTS as T } from '../texts';
import { ColorSwatch } from './ColorPicker';
import { userDetailTarget } from './user-route';
import { usersApi } from './users-api';

/** Which page of 20 to read next, after which user ('see more' continues after the last one shown). */
interface PageParam {
  page: number;
  lastUserId?: string;
}

/** users (spec 001 "Users"): the account's users, 20 at a time with もっと見る; add for the root user. */
export default function Users({ session }: RemoteRouteProps) {
  const navigate = useNavigate();
  const me = session.user;
  const pages = useInfiniteQuery({
    queryKey: [...queryKeyOf(CLIENT_ROUTES['users.list']), 'pages'],
    initialPageParam: { page: 1 } as PageParam,
    queryFn: ({ pageParam }) => usersApi.page(pageParam.page, pageParam.lastUserId),
    getNextPageParam: (last, all, param) => ({ page: param.page + 1, lastUserId: all.at(-1)?.list.at(-1)?.user_id ?? undefined }),
  });
  const list = useMemo(() => {
    // A user added meanwhile must not appear twice when the next page is read.
    const seen = new Set<string>();
    const users = (pages.data?.pages ?? []).flatMap((p) => p.list).filter((u) => !seen.has(u.user_id) && !!seen.add(u.user_id));
    return { users, total: pages.data?.pages.at(-1)?.total_count ?? 0 };
  }, [pages.data]);
  const loading = pages.isFetching;
  const error = pages.error ? serverMessage(pages.error) : null;
  const load = () => void (pages.data ? pages.fetchNextPage() : pages.refetch());

  const open = (user?: AccountUser) => {
    const target = userDetailTarget(
      user ? { viewMode: 'e', viewData: user, prmIsRootUser: me.is_root_user } : { viewMode: 'a', prmIsRootUser: me.is_root_user },
    );
    navigate(target.to, { state: target.state });
  };

  const more = load;
  const hasMore = list.users.length < list.total;

  return (
    <PageCard
      testId="users"
      title={T.title}
      extra={
        me.is_root_user ? (
          <Button type="primary" icon={<PlusOutlined />} data-testid="user-add" disabled={session.expired} onClick={() => open()}>
            {T.add}
          </Button>
        ) : null
      }
    >
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={T.loadFailed}
          description={error}
          action={
            <Button size="small" onClick={load}>
              {BUTTONS.reload}
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<AccountUser>
        size="middle"
        rowKey="user_id"
        loading={loading && list.users.length === 0}
        dataSource={list.users}
        pagination={false}
        locale={{ emptyText: T.empty }}
        onRow={(user) =>
          ({
            onClick: () => open(user),
            style: { cursor: 'pointer' },
            'data-testid': 'user-row',
            'data-user-id': user.user_id,
          }) as never
        }
        columns={[
          {
            key: 'color',
            title: T.color,
            width: 56,
            align: 'center',
            render: (_v, user) => <ColorSwatch color={user.color} />,
          },
          {
            key: 'display_name',
            title: T.displayName,
            render: (_v, user) => (
              <Flex gap={6} wrap align="center">
                <Typography.Text strong data-testid="user-display-name-cell">
                  {user.display_name}
                </Typography.Text>
                {user.is_root_user && <Tag color="green">{T.rootBadge}</Tag>}
                {user.user_id === me.user_id && <Tag color="blue">{T.youBadge}</Tag>}
                {user.status === 'FORCE_CHANGE_PASSWORD' && <Tag color="orange">{T.temporaryBadge}</Tag>}
              </Flex>
            ),
          },
          {
            key: 'email',
            title: T.email,
            render: (_v, user) => (
              <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                {user.email}
              </Typography.Text>
            ),
          },
        ]}
      />
      {list.total > 0 && (
        <Flex vertical align="center" gap={8} style={{ marginTop: 12 }}>
          <Typography.Text type="secondary" data-testid="users-count">
            {T.count(list.users.length, list.total)}
          </Typography.Text>
          {hasMore && (
            <Button data-testid="users-more" loading={loading} onClick={() => void more()}>
              {BUTTONS.seeMore}
            </Button>
          )}
        </Flex>
      )}
    </PageCard>
  );
}
