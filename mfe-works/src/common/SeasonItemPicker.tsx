import type { Season } from '@inasaku/contracts';
import { DEFAULT_SEASON_COLOR } from '@inasaku/contracts';
import { REMOTE } from '@inasaku/ui';
import { Empty, Radio, Spin, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { INPUT_TEXTS } from './texts';
import { TruncatedLabel } from './TruncatedLabel';

export interface SeasonItemPickerProps {
  seasons: readonly Season[];
  seasonId: string | null;
  itemId: string | null;
  onSeason: (seasonId: string) => void;
  /** null when the chosen item is clicked again and `deselectable` is set */
  onItem: (itemId: string | null) => void;
  deselectable?: boolean;
  /** called on every item click, also on the item already chosen */
  onItemClick?: (itemId: string) => void;
  /** The seasons are still on their way, or could not be loaded (neither from the server nor the device). */
  status?: 'loading' | 'failed';
}

/**
 * Season, then item, both by radio (spec 000 §2.6 step 1, §2.7 work filter). Seasons carry their
 * colour; names wider than 110 px are cut and get a tooltip.
 */
export function SeasonItemPicker({ seasons, seasonId, itemId, onSeason, onItem, deselectable, onItemClick, status }: SeasonItemPickerProps) {
  const season = seasons.find((s) => s.season_id === seasonId) ?? null;
  // Not "none registered" before the answer is in: on a slow network that read as an empty account.
  if (!seasons.length && status === 'loading') {
    return (
      <span data-testid="seasons-loading">
        <Spin size="small" /> <Typography.Text type="secondary">{REMOTE.loading}</Typography.Text>
      </span>
    );
  }
  if (!seasons.length) return <Typography.Text type="secondary">{status === 'failed' ? INPUT_TEXTS.seasonsFailed : INPUT_TEXTS.noSeasons}</Typography.Text>;

  const itemClick = (id: string) => (e: MouseEvent) => {
    // A label click also clicks its input: act once, on the input.
    if ((e.target as HTMLElement).tagName !== 'INPUT') return;
    onItemClick?.(id);
    if (deselectable && id === itemId) onItem(null);
  };

  return (
    <div data-testid="season-item-picker">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {INPUT_TEXTS.season}
      </Typography.Text>
      <Radio.Group
        value={seasonId}
        onChange={(e) => onSeason(e.target.value as string)}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 6, margin: '4px 0 10px' }}
        data-testid="season-radios"
      >
        {seasons.map((s) => {
          const color = s.color || DEFAULT_SEASON_COLOR;
          const checked = s.season_id === seasonId;
          return (
            <Radio.Button
              key={s.season_id}
              value={s.season_id}
              data-testid="season-option"
              data-name={s.season_name}
              style={{
                borderRadius: 6,
                borderInlineStartWidth: 1,
                borderColor: color,
                background: checked ? color : '#fff',
                color: checked ? '#fff' : undefined,
                paddingInline: 8,
              }}
            >
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                {checked ? null : <span aria-hidden style={{ width: 10, height: 10, borderRadius: '50%', background: color, flex: 'none' }} />}
                <TruncatedLabel text={s.season_name} />
              </span>
            </Radio.Button>
          );
        })}
      </Radio.Group>
      {season ? (
        <>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {INPUT_TEXTS.item}
          </Typography.Text>
          {season.items.length ? (
            <Radio.Group
              value={itemId}
              onChange={(e) => onItem(e.target.value as string)}
              style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 4, marginTop: 4 }}
              data-testid="item-radios"
            >
              {season.items.map((it) => (
                <Radio key={it.item_id} value={it.item_id} data-testid="item-option" data-name={it.item_name} onClick={itemClick(it.item_id)}>
                  <TruncatedLabel text={it.item_name} />
                </Radio>
              ))}
            </Radio.Group>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={INPUT_TEXTS.noItems} style={{ margin: '8px 0' }} />
          )}
        </>
      ) : null}
    </div>
  );
}
