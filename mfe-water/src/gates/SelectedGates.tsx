import { useNarrow } from '@inasaku/map';
import { Button, Card, Flex, Typography } from 'antd';
import { GATE_TEXTS } from './texts';

/**
 * The chosen gates (spec 001): on a desktop a side panel 選択済み（n） with the names and
 * 記録する; on a phone a compact bar with the gate name (or the count) and the button.
 */
export function SelectedGates({ names, canEdit, onRecord, onClear }: {
  names: string[];
  canEdit: boolean;
  onRecord: () => void;
  onClear: () => void;
}) {
  const narrow = useNarrow();
  if (narrow) {
    if (!names.length) return null;
    return (
      <Flex
        data-testid="selected-bar"
        data-map-bottom-sheet
        align="center"
        gap={8}
        style={{
          position: 'absolute', left: 8, right: 8, bottom: 12, zIndex: 1001, padding: '8px 10px', background: '#fff',
          borderRadius: 12, boxShadow: '0 4px 16px rgba(0,0,0,0.25)',
        }}
      >
        <Typography.Text ellipsis strong style={{ flex: 1 }} data-testid="selected-bar-name">
          {names.length === 1 ? names[0] : `${names[0]} ${GATE_TEXTS.selected(names.length)}`}
        </Typography.Text>
        <Button size="small" type="link" onClick={onClear} data-testid="selected-clear">
          {GATE_TEXTS.clear}
        </Button>
        <Button type="primary" disabled={!canEdit} onClick={onRecord} data-testid="gate-record">
          {GATE_TEXTS.record}
        </Button>
      </Flex>
    );
  }
  return (
    <Card
      size="small"
      data-testid="selected-panel"
      title={<span data-testid="selected-title">{GATE_TEXTS.selected(names.length)}</span>}
      extra={
        names.length ? (
          <Button type="link" size="small" onClick={onClear} data-testid="selected-clear" style={{ paddingInline: 0 }}>
            {GATE_TEXTS.clear}
          </Button>
        ) : null
      }
      style={{
        position: 'absolute', top: 10, right: 10, width: 260, maxHeight: 'calc(100% - 20px)', overflowY: 'auto', zIndex: 1001,
        boxShadow: '0 4px 16px rgba(0,0,0,0.25)',
      }}
    >
      {names.length ? (
        <div style={{ maxHeight: 300, overflowY: 'auto', marginBottom: 8 }}>
          {names.map((n, i) => (
            <div key={`${n}-${i}`} data-testid="selected-gate" style={{ padding: '4px', borderBottom: '1px solid #f0f0f0' }}>
              <Typography.Text ellipsis>{n}</Typography.Text>
            </div>
          ))}
        </div>
      ) : (
        <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>
          {GATE_TEXTS.selectHint}
        </Typography.Paragraph>
      )}
      <Button type="primary" block disabled={!canEdit || !names.length} onClick={onRecord} data-testid="gate-record">
        {GATE_TEXTS.record}
      </Button>
    </Card>
  );
}
