import { LIMITS, max, required } from '@inasaku/domain';
import { toAntdRules } from '@inasaku/ui';
import { AimOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Form, Input, Typography } from 'antd';
import { HISTORY_TEXTS } from '../common/texts';
import { FloatingPanel } from './FloatingPanel';
import { HistoryRow } from './HistoryList';
import { matchedValue, type SearchGroup } from './search-groups';
import type { WorkHistory } from '@inasaku/contracts';

const SEARCH_RULES = [required('検索文字列'), max(LIMITS.text)];

export interface SearchState {
  q: string;
  groups: SearchGroup[] | null;
  /** hits listed so far, over every page fetched */
  shown: number;
  /** all hits of the text, also beyond the pages fetched */
  totalCount: number;
  truncated: boolean;
  /** a next page of older hits exists (さらに表示) */
  hasMore: boolean;
}

/**
 * 作業の検索 (spec 000 §2.7, §5, §8): one required text and 検索; hits grouped per field plus
 * ほ場外作業. A field group's header centres the map on that field's pin. Hits come a page at a
 * time, newest first; さらに表示 under the list adds the next page.
 */
export function SearchPanel({
  state,
  busy,
  loadingMore,
  onSearch,
  onMore,
  onCentre,
  onOpenHistory,
  onClose,
}: {
  state: SearchState;
  busy: boolean;
  loadingMore: boolean;
  onSearch: (q: string) => void;
  onMore: () => void;
  onCentre: (group: SearchGroup) => void;
  onOpenHistory: (history: WorkHistory) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ q: string }>();
  return (
    <FloatingPanel title={HISTORY_TEXTS.search} testId="search-panel" onClose={onClose} width={380}>
      <Form
        form={form}
        layout="inline"
        initialValues={{ q: state.q }}
        onFinish={(v) => onSearch(v.q.trim())}
        style={{ flexWrap: 'nowrap', marginBottom: 12 }}
      >
        <Form.Item name="q" rules={toAntdRules(SEARCH_RULES)} style={{ flex: 1, marginInlineEnd: 8 }} validateTrigger="onSubmit">
          <Input data-testid="search-text" placeholder={HISTORY_TEXTS.searchPlaceholder} allowClear aria-label={HISTORY_TEXTS.search} />
        </Form.Item>
        <Form.Item style={{ marginInlineEnd: 0 }}>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="search-submit">
            {HISTORY_TEXTS.searchButton}
          </Button>
        </Form.Item>
      </Form>
      {state.groups === null ? null : state.groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid="search-empty">{HISTORY_TEXTS.noHits}</span>} />
      ) : (
        <div data-testid="search-results">
          {state.truncated || state.shown < state.totalCount ? (
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }} data-testid="search-count">
              {HISTORY_TEXTS.truncated(state.totalCount, state.shown)}
            </Typography.Paragraph>
          ) : null}
          {state.groups.map((g) => (
            <section key={g.key} data-testid="search-group" data-field={g.paddyFieldId ?? 'not-paddy'} style={{ marginBottom: 12 }}>
              {g.paddyFieldId ? (
                <Button
                  type="text"
                  block
                  icon={<AimOutlined />}
                  data-testid="search-group-header"
                  onClick={() => onCentre(g)}
                  style={{ justifyContent: 'flex-start', height: 'auto', padding: '4px 8px', background: '#f0f5ff', textAlign: 'left' }}
                >
                  <GroupTitle group={g} />
                </Button>
              ) : (
                <div data-testid="search-group-header" style={{ padding: '4px 8px', background: '#f5f5f5', borderRadius: 6 }}>
                  <GroupTitle group={g} />
                </div>
              )}
              {g.histories.map((h) => (
                <HistoryRow key={h.work_history_id} history={h} note={matchedValue(h, state.q)} onClick={() => onOpenHistory(h)} />
              ))}
            </section>
          ))}
          {state.hasMore ? (
            <Button block loading={loadingMore} disabled={busy} data-testid="search-more" onClick={onMore}>
              {HISTORY_TEXTS.more}
            </Button>
          ) : null}
        </div>
      )}
    </FloatingPanel>
  );
}

function GroupTitle({ group }: { group: SearchGroup }) {
  return (
    <Flex justify="space-between" align="baseline" gap={8} style={{ width: '100%', minWidth: 0 }}>
      <Typography.Text strong ellipsis>
        {group.title}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
        {[group.subtitle, HISTORY_TEXTS.hits(group.histories.length)].filter(Boolean).join(' ・ ')}
      </Typography.Text>
    </Flex>
  );
}
