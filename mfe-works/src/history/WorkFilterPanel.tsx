import { useNarrow } from '@inasaku/map';
import type { Season } from '@inasaku/contracts';
import { Button } from 'antd';
import { SeasonItemPicker } from '../common/SeasonItemPicker';
import { HISTORY_TEXTS } from '../common/texts';
import { FloatingPanel } from './FloatingPanel';

/**
 * Work filter (spec 000 §2.7, §4.6): a season by coloured radio, then an item in it; choosing the
 * chosen item again deselects it. On a phone 'ほ場を選択' closes the dialog.
 */
export function WorkFilterPanel(props: {
  seasons: readonly Season[];
  seasonId: string | null;
  itemId: string | null;
  onSeason: (id: string) => void;
  onItem: (id: string | null) => void;
  onClose: () => void;
  seasonsStatus?: 'loading' | 'failed';
}) {
  const narrow = useNarrow();
  return (
    <FloatingPanel
      title={HISTORY_TEXTS.workFilter}
      testId="work-filter"
      onClose={props.onClose}
      footer={
        narrow ? (
          <Button type="primary" block data-testid="work-filter-select-field" onClick={props.onClose}>
            {HISTORY_TEXTS.selectField}
          </Button>
        ) : null
      }
    >
      <SeasonItemPicker
        seasons={props.seasons}
        seasonId={props.seasonId}
        itemId={props.itemId}
        onSeason={props.onSeason}
        onItem={props.onItem}
        deselectable
        status={props.seasonsStatus}
      />
    </FloatingPanel>
  );
}
