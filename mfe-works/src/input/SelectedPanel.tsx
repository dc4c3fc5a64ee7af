import { useNarrow } from '@inasaku/map';
import type { Item, PaddyField } from '@inasaku/contracts';
import { formatThousands } from '@inasaku/domain';
import { Button, Card, Descriptions, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { fieldName } from '../common/field-markers';
import { INPUT_TEXTS } from '../common/texts';
import { selectionSummary } from './selection';

/**
 * 選択済み (spec 000 §2.6 step 2): the item, per-brand counts (unbranded '-'), 面積計 with
 * thousands separators, the chosen fields and 入力する. A bottom sheet on a phone.
 */
export function SelectedPanel({
  item,
  fields,
  canEdit,
  onInput,
  onClear,
}: {
  item: Item;
  fields: PaddyField[];
  canEdit: boolean;
  onInput: () => void;
  onClear: () => void;
}) {
  const narrow = useNarrow();
  const summary = selectionSummary(fields);
  const style: CSSProperties = narrow
    ? { position: 'absolute', left: 0, right: 0, bottom: 0, maxHeight: '45%', overflowY: 'auto', zIndex: 1001, borderRadius: '12px 12px 0 0' }
    : { position: 'absolute', top: 10, right: 10, width: 300, maxHeight: 'calc(100% - 20px)', overflowY: 'auto', zIndex: 1001 };
  return (
    <Card
      size="small"
      data-testid="selected-panel"
      data-map-bottom-sheet={narrow ? '' : undefined}
      title={INPUT_TEXTS.selected}
      style={{ ...style, boxShadow: '0 4px 16px rgba(0,0,0,0.25)' }}
      extra={
        fields.length ? (
          <Button type="link" size="small" onClick={onClear} data-testid="selected-clear" style={{ paddingInline: 0 }}>
            {INPUT_TEXTS.clearSelection}
          </Button>
        ) : null
      }
    >
      <Descriptions
        column={1}
        size="small"
        styles={{ label: { width: 72 } }}
        items={[
          {
            key: 'item',
            label: INPUT_TEXTS.item,
            children: (
              <span data-testid="selected-item-name">
                <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', background: item.color, marginInlineEnd: 6 }} />
                {item.item_name}
              </span>
            ),
          },
          {
            key: 'brands',
            label: INPUT_TEXTS.brandCount,
            children: summary.brands.length ? (
              <div data-testid="selected-brands">
                {summary.brands.map((b) => (
                  <div key={b.brand} data-testid="selected-brand" style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                    <span>{b.brand}</span>
                    <span>{INPUT_TEXTS.fieldCount(b.count)}</span>
                  </div>
                ))}
              </div>
            ) : (
              <span data-testid="selected-brands">{INPUT_TEXTS.fieldCount(0)}</span>
            ),
          },
          {
            key: 'area',
            label: INPUT_TEXTS.areaTotal,
            children: <strong data-testid="selected-area-total">{summary.areaTotalText}a</strong>,
          },
        ]}
      />
      {fields.length ? (
        <div data-testid="selected-list" style={{ maxHeight: narrow ? 120 : 260, overflowY: 'auto', margin: '6px 0', borderTop: '1px solid #f0f0f0' }}>
          {fields.map((f) => (
            <div
              key={f.paddy_field_id}
              data-testid="selected-field"
              style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '4px', borderBottom: '1px solid #f0f0f0' }}
            >
              <Typography.Text ellipsis style={{ maxWidth: 170 }}>
                {fieldName(f)}
              </Typography.Text>
              <Typography.Text type="secondary">{f.area !== null ? `${formatThousands(f.area)}a` : ''}</Typography.Text>
            </div>
          ))}
        </div>
      ) : (
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0' }}>
          {INPUT_TEXTS.noSelection}
        </Typography.Paragraph>
      )}
      <Button type="primary" block size="large" data-testid="input-open" disabled={!canEdit || fields.length === 0} onClick={onInput}>
        {INPUT_TEXTS.input}
      </Button>
    </Card>
  );
}
