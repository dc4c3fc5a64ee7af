import { CloudUploadOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, List, Popconfirm, Popover, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { OfflineDatabase, OutboxItem, OutboxState } from './db';
import { isWaiting, useOutboxItems } from './hooks';
import { discardItem, replayOutbox, retryItem } from './replay';
import { OUTBOX_TEXTS } from './texts';

const STATE_COLORS: Record<OutboxState, string> = { pending: 'gold', sending: 'blue', sent: 'green', failed: 'red' };

/** One queued record: its state, the server's message of a refusal, and what the user can do. */
function OutboxRow({ db, item }: { db: OfflineDatabase; item: OutboxItem }) {
  return (
    <List.Item data-testid="outbox-item" data-state={item.state} style={{ display: 'block' }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text>{item.label}</Typography.Text>
        <Tag color={STATE_COLORS[item.state]} data-testid="outbox-state" style={{ marginInlineEnd: 0 }}>
          {OUTBOX_TEXTS.states[item.state]}
        </Tag>
      </Flex>
      {item.state === 'failed' ? (
        <>
          <Typography.Text type="danger" data-testid="outbox-error" style={{ display: 'block', marginTop: 4 }}>
            {item.error}
          </Typography.Text>
          <Flex gap={8} style={{ marginTop: 6 }}>
            <Button size="small" data-testid="outbox-retry" onClick={() => void retryItem(db, item.seq!).then(() => replayOutbox(db))}>
              {OUTBOX_TEXTS.retry}
            </Button>
            <Popconfirm title={OUTBOX_TEXTS.discardConfirm} onConfirm={() => void discardItem(db, item.seq!)} okText={OUTBOX_TEXTS.discard}>
              <Button size="small" danger data-testid="outbox-discard">
                {OUTBOX_TEXTS.discard}
              </Button>
            </Popconfirm>
          </Flex>
        </>
      ) : null}
    </List.Item>
  );
}

export function OutboxList({ db }: { db: OfflineDatabase }) {
  const items = useOutboxItems(db);
  const [sending, setSending] = useState(false);
  const waiting = items.some((i) => i.state === 'pending');
  const sendNow = async () => {
    setSending(true);
    try {
      await replayOutbox(db);
    } finally {
      setSending(false);
    }
  };
  return (
    <div data-testid="outbox-list" style={{ width: 'min(340px, 86vw)', maxHeight: '60vh', overflowY: 'auto' }}>
      {items.length ? (
        <List size="small" dataSource={[...items].reverse()} rowKey={(i) => String(i.seq)} renderItem={(i) => <OutboxRow db={db} item={i} />} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={OUTBOX_TEXTS.empty} />
      )}
      {waiting ? (
        <Button type="primary" block loading={sending} data-testid="outbox-send-now" onClick={() => void sendNow()} style={{ marginTop: 8 }}>
          {OUTBOX_TEXTS.sendNow}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * 未送信 n in the header: shown while something waits or was refused (not for the 送信済み rows
 * the list keeps for a day, nor for a write being sent at once); opens the list.
 */
export function OutboxBadge({ db, color }: { db: OfflineDatabase | null; color?: string }) {
  const items = useOutboxItems(db);
  const unsent = items.filter(isWaiting).length;
  if (!db || !unsent) return null;
  return (
    <Popover trigger="click" placement="bottomRight" title={OUTBOX_TEXTS.title} content={<OutboxList db={db} />}>
      <Badge count={unsent} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<CloudUploadOutlined style={{ color }} />} data-testid="outbox-badge" aria-label={`${OUTBOX_TEXTS.badge} ${unsent}`} style={{ color }}>
          {OUTBOX_TEXTS.badge}
        </Button>
      </Badge>
    </Popover>
  );
}
