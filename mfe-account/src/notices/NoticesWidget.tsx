import { PlusOutlined } from '@ant-design/icons';
import { CLIENT_ROUTES, type Information } from '@inasaku/contracts';
import { PAGE_SIZES } from '@inasaku/domain';
import {
  CONFIRM, EMPTY, imageColumn, imagePathsOf, PagedTable, TOASTS, useCursorPages, useDialog, useRouteMutation, type DashboardWidgetProps, type ImageCodec,
} from '@inasaku/ui';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Empty, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { NOTICE_TEXTS } from '../texts';
import { markReadInCache, noticesApi, noticesPageQuery } from './api';
import { failureMessage } from './errors';
import { shortDateTime } from './format';
import { NoticeForm, type NoticeFormValues } from './NoticeForm';
import { NoticeReference } from './NoticeReference';

const C = NOTICE_TEXTS.columns;
const PAGE_SIZE = PAGE_SIZES.notices;

/** The centre frame of spec 001 §4: hidden, add, reference (a notice), edit. */
type Frame = { mode: 'hidden' } | { mode: 'add' } | { mode: 'reference'; notice: Information } | { mode: 'edit'; notice: Information };

/**
 * The dashboard's notices board (spec 001 "Dashboard"): 3 per page with the paging of §4, a
 * post button (read-only accounts and past years cannot post, §6), columns datetime,
 * contributor, title and an image icon. A row opens the notice (and marks it read); its author
 * gets an edit link. The shell draws the card and its title お知らせ.
 */
export default function NoticesWidget({ session, codec }: DashboardWidgetProps & { codec?: ImageCodec }) {
  const { message } = App.useApp();
  const dialog = useDialog();
  const client = useQueryClient();
  const [frame, setFrame] = useState<Frame>({ mode: 'hidden' });
  const mid = session.managementId;
  const canPost = session.canEdit;
  const pages = useCursorPages<Information>({
    fetchPage: (fromPage, toPage, current) => noticesApi.list(mid, noticesPageQuery(PAGE_SIZE, fromPage, toPage, current)),
    pageSize: PAGE_SIZE,
    resetKey: mid,
    fallBackToLastPage: true,
  });
  const { page, failed, empty, reload } = pages;

  // Every notice write makes the cached lists of notices (the report's) stale: read again before it settles.
  const written = { invalidates: [CLIENT_ROUTES['informations.list']] };
  const create = useRouteMutation(CLIENT_ROUTES['informations.create'], written);
  const update = useRouteMutation(CLIENT_ROUTES['informations.update'], written);
  const del = useRouteMutation(CLIENT_ROUTES['informations.delete'], written);
  const markRead = useRouteMutation(CLIENT_ROUTES['informations.markRead'], {
    onSuccess: (_answer, { body }) => markReadInCache(client, body.information_id),
  });
  const yearOf = mid ? { management_id: mid } : {};

  const open = (notice: Information) => {
    setFrame({ mode: 'reference', notice });
    if (notice.is_read) return;
    // Spec 001 §4: opening a notice marks it read. A failure is only logged.
    markRead
      .mutateAsync({ body: { information_id: notice.information_id } })
      .then(() => pages.updateRows((n) => (n.information_id === notice.information_id ? { ...n, is_read: true } : n)))
      .catch((e: unknown) => console.error(e));
  };

  /** Spec 001 §8: a save or delete failure alerts '通信エラー' (or the server's refusal) and is rethrown. */
  const alerting = async <T,>(task: () => Promise<T>): Promise<T> => {
    try {
      return await task();
    } catch (e) {
      await dialog.message(failureMessage(e));
      throw e;
    }
  };

  const submit = async (values: NoticeFormValues) => {
    const editing = frame.mode === 'edit' ? frame.notice : null;
    await alerting(async () => {
      const image_paths = await imagePathsOf('notice', mid, values.images);
      const input = { title: values.title, contents: values.contents, image_paths };
      return editing
        ? update.mutateAsync({ body: { ...yearOf, information_id: editing.information_id, ...input } })
        : create.mutateAsync({ body: { ...yearOf, ...input } });
    });
    message.success(editing ? TOASTS.changesSaved : NOTICE_TEXTS.posted);
    setFrame({ mode: 'hidden' });
    await reload(editing ? page : 1);
  };

  const remove = async (notice: Information) => {
    if (!(await dialog.confirm(CONFIRM.delete))) return;
    await alerting(() => del.mutateAsync({ body: { ...yearOf, information_id: notice.information_id } }));
    message.success(NOTICE_TEXTS.deleted);
    setFrame({ mode: 'hidden' });
    await reload(page);
  };

  const postButton = (
    <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!canPost} data-testid="notice-post" onClick={() => setFrame({ mode: 'add' })}>
      {NOTICE_TEXTS.post}
    </Button>
  );
  const editing = frame.mode === 'edit' ? frame.notice : null;

  return (
    <div data-testid="notices-widget">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        {failed ? (
          <Typography.Text type="danger" data-testid="notices-error">
            {NOTICE_TEXTS.loadFailed}
          </Typography.Text>
        ) : (
          <span />
        )}
        {canPost ? postButton : <Tooltip title={NOTICE_TEXTS.readOnly}>{postButton}</Tooltip>}
      </Flex>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY.notices} data-testid="notices-empty" style={{ marginBlock: 8 }} />
      ) : (
        <PagedTable<Information> pages={pages} rowKey="information_id" emptyText={EMPTY.notices} pagerTestId="notices-pager"
          onRow={(notice) =>
            ({
              onClick: () => open(notice),
              style: { cursor: 'pointer' },
              'data-testid': 'notice-row',
              'data-read': notice.is_read ? 'true' : 'false',
            }) as never
          }
          columns={[
            { key: 'datetime', title: C.datetime, width: 112, render: (_v, n) => <span style={{ whiteSpace: 'nowrap' }}>{shortDateTime(n.datetime)}</span> },
            { key: 'contributor', title: C.contributor, width: '26%', ellipsis: true, render: (_v, n) => n.contributor },
            {
              key: 'title',
              title: C.title,
              ellipsis: true,
              render: (_v, n) =>
                n.is_read ? (
                  n.title
                ) : (
                  <span title={n.title}>
                    <Badge status="processing" aria-label={NOTICE_TEXTS.unread} data-testid="notice-unread" style={{ marginInlineEnd: 6 }} />
                    <strong>{n.title}</strong>
                  </span>
                ),
            },
            imageColumn<Information>({ width: 40, label: C.image, hasImageLabel: NOTICE_TEXTS.hasImage, testId: 'notice-image-icon' }),
          ]}
        />
      )}
      <NoticeReference
        notice={frame.mode === 'reference' ? frame.notice : null}
        onEdit={frame.mode === 'reference' && frame.notice.is_own && canPost ? (n) => setFrame({ mode: 'edit', notice: n }) : undefined}
        onClose={() => setFrame({ mode: 'hidden' })}
      />
      <NoticeForm
        open={frame.mode === 'add' || frame.mode === 'edit'}
        notice={editing}
        contributor={editing ? editing.contributor : session.user.display_name}
        onSubmit={submit}
        onDelete={editing?.is_own ? remove : undefined}
        onCancel={() => setFrame({ mode: 'hidden' })}
        codec={codec}
      />
    </div>
  );
}
