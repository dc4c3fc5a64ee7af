import { RightOutlined } from '@ant-design/icons';
import type { WorkProgress } from '@inasaku/contracts';
import { BUTTONS, EMPTY, type DashboardWidgetProps } from '@inasaku/ui';
import { Empty, Flex, Grid, Progress, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { itemEditPath } from '../settings/works-route';
import { WORKS_CHANGED_EVENT, dashboardApi } from './api';
import { PROGRESS_TEXTS } from './texts';
import { barPercent, hasAreaTotal, percentText, progressRowAreaText, visibleProgress } from './progress';

const ROW_STYLE = { padding: '8px 4px', borderBottom: '1px solid #f0f0f0' } as const;

/**
 * The dashboard's work progress (spec 001 "Dashboard"): season, item, 'actual / total (a)', a bar
 * in the season colour and the percent; the first five, then すべてを見る. A row opens the item
 * in works-detail-edit and comes back here (not for read-only accounts or a past year).
 */
export default function WorkProgressWidget({ session }: DashboardWidgetProps) {
  const navigate = useNavigate();
  const [list, setList] = useState<WorkProgress[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const phone = Grid.useBreakpoint().xs === true;
  const mid = session.managementId;

  const load = useCallback(() => {
    setLoading(true);
    return dashboardApi
      .listProgress(mid)
      .then((l) => {
        setList(l);
        setFailed(false);
      })
      .catch((e: unknown) => {
        // Load failures are only logged (spec 001 §8).
        console.error(e);
        setFailed(true);
      })
      .finally(() => setLoading(false));
  }, [mid]);

  useEffect(() => {
    void load();
    const reload = () => void load();
    window.addEventListener(WORKS_CHANGED_EVENT, reload);
    return () => window.removeEventListener(WORKS_CHANGED_EVENT, reload);
  }, [load]);

  if (loading && list.length === 0) {
    return (
      <Flex justify="center" style={{ padding: 24 }} data-testid="work-progress-widget">
        <Spin />
      </Flex>
    );
  }
  if (failed && list.length === 0) {
    return (
      <div data-testid="work-progress-widget">
        <Typography.Text type="danger">{PROGRESS_TEXTS.loadFailed}</Typography.Text>
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <div data-testid="work-progress-widget">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY.workProgress} />
      </div>
    );
  }

  const { rows, seeAll } = visibleProgress(list, expanded);
  const clickable = session.canEdit;
  const open = (p: WorkProgress) => {
    if (clickable) navigate(itemEditPath({ viewMode: 'e', season_id: p.season_id, item_id: p.item_id, routeName: 'dashboard' }));
  };
  const onKey = (e: KeyboardEvent, action: () => void) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      action();
    }
  };

  return (
    // Expanded, a long list scrolls inside the card instead of stretching the dashboard row; on a
    // phone, where cards stack, it grows with the page (a box scrolling inside the scrolling page
    // cut its last row in half and hid that there was more).
    <div data-testid="work-progress-widget" style={expanded && !phone ? { maxHeight: 440, overflowY: 'auto' } : undefined}>
      {rows.map((p) => (
        <div
          key={p.item_id}
          data-testid="work-progress-row"
          data-item-id={p.item_id}
          role={clickable ? 'button' : undefined}
          tabIndex={clickable ? 0 : undefined}
          aria-label={clickable ? PROGRESS_TEXTS.open(p.item_name) : undefined}
          onClick={() => open(p)}
          onKeyDown={(e) => onKey(e, () => open(p))}
          style={{ ...ROW_STYLE, cursor: clickable ? 'pointer' : 'default' }}
        >
          <Flex justify="space-between" align="baseline" gap={8}>
            <Typography.Text ellipsis style={{ minWidth: 0 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineEnd: 8 }} data-testid="work-progress-season">
                <span
                  aria-hidden
                  style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: p.color, marginInlineEnd: 4 }}
                />
                {p.season}
              </Typography.Text>
              <span data-testid="work-progress-item">{p.item_name}</span>
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }} data-testid="work-progress-area">
              {progressRowAreaText(p)}
            </Typography.Text>
          </Flex>
          {hasAreaTotal(p) ? (
            <Flex align="center" gap={8}>
              <Progress
                percent={barPercent(p.actual_percent)}
                strokeColor={p.color}
                showInfo={false}
                size="small"
                style={{ flex: 1, margin: 0 }}
                data-testid="work-progress-bar"
                aria-label={PROGRESS_TEXTS.bar(p.item_name)}
              />
              <Typography.Text strong style={{ width: 56, textAlign: 'right', fontSize: 12 }} data-testid="work-progress-percent">
                {percentText(p.actual_percent)}
              </Typography.Text>
            </Flex>
          ) : null}
        </div>
      ))}
      {seeAll ? (
        <div
          data-testid="work-progress-see-all"
          role="button"
          tabIndex={0}
          onClick={() => setExpanded(true)}
          onKeyDown={(e) => onKey(e, () => setExpanded(true))}
          style={{ ...ROW_STYLE, borderBottom: 'none', textAlign: 'center', cursor: 'pointer' }}
        >
          <Typography.Link>
            {BUTTONS.seeAll} <RightOutlined style={{ fontSize: 10 }} />
          </Typography.Link>
        </div>
      ) : null}
    </div>
  );
}
