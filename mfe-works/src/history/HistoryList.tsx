import type { WorkHistory } from '@inasaku/contracts';
import { DEFAULT_SEASON_COLOR } from '@inasaku/contracts';
import { PictureOutlined } from '@ant-design/icons';
import { Empty, Flex, Spin, Typography } from 'antd';
import { HISTORY_TEXTS } from '../common/texts';

/** 'YYYY/MM/DD' of a work date, '' without one. */
export function workDateText(date: string | null): string {
  return date ? date.replaceAll('-', '/') : '';
}

/**
 * One history in a list: season colour, item, date and worker; a click opens the popup. `note`
 * is a third line (the search shows the value that matched).
 */
export function HistoryRow({ history, note, onClick }: { history: WorkHistory; note?: string | null; onClick: () => void }) {
  return (
    <button
      type="button"
      data-testid="history-row"
      data-item={history.item_name}
      onClick={onClick}
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        background: '#fff',
        border: 'none',
        borderBottom: '1px solid #f0f0f0',
        borderLeft: `4px solid ${history.color || DEFAULT_SEASON_COLOR}`,
        padding: '6px 8px',
        cursor: 'pointer',
        font: 'inherit',
      }}
    >
      <Flex justify="space-between" gap={8} align="baseline">
        <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
          {history.item_name}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
          {workDateText(history.work_date)}
        </Typography.Text>
      </Flex>
      <Flex justify="space-between" gap={8} align="baseline">
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, minWidth: 0 }}>
          {history.season_name}
          {history.worker ? ` ・ ${history.worker}` : ''}
        </Typography.Text>
        {history.image_paths.length ? (
          <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
            <PictureOutlined /> {history.image_paths.length}
          </Typography.Text>
        ) : null}
      </Flex>
      {note ? (
        <Typography.Text ellipsis data-testid="history-row-note" style={{ display: 'block', fontSize: 12 }}>
          {note}
        </Typography.Text>
      ) : null}
    </button>
  );
}

/** The histories of the side panel, newest first as answered. */
export function HistoryList({ histories, loading, onOpen }: { histories: WorkHistory[]; loading: boolean; onOpen: (h: WorkHistory) => void }) {
  if (loading) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  }
  if (!histories.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={HISTORY_TEXTS.noHistories} />;
  return (
    <div data-testid="history-list">
      {histories.map((h) => (
        <HistoryRow key={h.work_history_id} history={h} onClick={() => onOpen(h)} />
      ))}
    </div>
  );
}
