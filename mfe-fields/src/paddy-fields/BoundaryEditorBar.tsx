import { canUndo, type EditorState, summarize, useNarrow } from '@inasaku/map';
import { BUTTONS } from '@inasaku/ui';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { BOUNDARY_TEXTS } from '../texts';

export interface BoundaryEditorBarProps {
  fieldName: string;
  state: EditorState;
  onUndo: () => void;
  onClear: () => void;
  onCancel: () => void;
  onSave: () => Promise<void>;
}

/**
 * The drawing tools under the map while a field's outline is drawn: the live area (the same
 * geodesic area the service stores), the vertex count, the shape's problem in Japanese, 元に戻す,
 * すべて消す, 輪郭を保存 (only for a valid shape) and キャンセル.
 */
export function BoundaryEditorBar({ fieldName, state, onUndo, onClear, onCancel, onSave }: BoundaryEditorBarProps) {
  const narrow = useNarrow();
  const [saving, setSaving] = useState(false);
  const { areaA, problem, polygon } = summarize(state);
  const save = async () => {
    setSaving(true);
    try {
      await onSave();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      size="small"
      role="region"
      aria-label={BOUNDARY_TEXTS.editor}
      data-testid="boundary-editor"
      data-map-bottom-sheet={narrow ? '' : undefined}
      title={`${BOUNDARY_TEXTS.editor}：${fieldName}`}
      style={{
        position: 'absolute', zIndex: 1001, boxShadow: '0 4px 16px rgba(0,0,0,0.25)',
        ...(narrow ? { left: 0, right: 0, bottom: 0, borderRadius: '12px 12px 0 0' } : { right: 10, top: 10, width: 360 }),
      }}
    >
      <Typography.Paragraph style={{ marginBottom: 6 }}>{BOUNDARY_TEXTS.drawHint}</Typography.Paragraph>
      <Space size="middle" style={{ marginBottom: 6 }}>
        <Typography.Text strong data-testid="boundary-editor-area" aria-live="polite">
          {BOUNDARY_TEXTS.area(areaA)}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="boundary-editor-vertices">
          {BOUNDARY_TEXTS.vertices(state.vertices.length)}
        </Typography.Text>
      </Space>
      {problem || !polygon ? (
        <Alert
          type={problem ? 'error' : 'info'}
          showIcon
          data-testid="boundary-editor-problem"
          style={{ marginBottom: 8 }}
          title={problem ?? BOUNDARY_TEXTS.needThree}
        />
      ) : null}
      <Space wrap>
        <Button type="primary" data-testid="boundary-save" disabled={!polygon || !!problem} loading={saving} onClick={save}>
          {BOUNDARY_TEXTS.save}
        </Button>
        <Button data-testid="boundary-undo" disabled={!canUndo(state) || saving} onClick={onUndo}>
          {BOUNDARY_TEXTS.undo}
        </Button>
        <Button data-testid="boundary-clear" disabled={state.vertices.length === 0 || saving} onClick={onClear}>
          {BOUNDARY_TEXTS.clear}
        </Button>
        <Button data-testid="boundary-cancel" disabled={saving} onClick={onCancel}>
          {BUTTONS.cancel}
        </Button>
      </Space>
    </Card>
  );
}
