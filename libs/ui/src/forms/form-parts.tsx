import { Button, Modal, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { BUTTONS } from '../texts';

/**
 * Which action of a form runs (保存, 削除, ...), null while none: every button of the form is
 * disabled while one runs and the running one shows its spinner.
 */
export function useBusy<K extends string>(onStart?: () => void) {
  const [busy, setBusy] = useState<K | null>(null);
  const run = async (kind: K, action: () => Promise<void>) => {
    onStart?.();
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** A centred form dialog without a footer (its buttons are in the form), closed only by its own buttons or ×. */
export function FormDialog({ title, width, onCancel, children }: { title: ReactNode; width: number; onCancel: () => void; children: ReactNode }) {
  return (
    <Modal open centered title={title} onCancel={onCancel} footer={null} width={width} destroyOnHidden mask={{ closable: false }}>
      {children}
    </Modal>
  );
}

/**
 * A record dialog mounted while open: nearly the screen's width on a phone (`narrow`), closed
 * by キャンセル or × (not while saving, nor by the mask); its primary button spins while saving.
 */
export function RecordDialog({ title, testId, width, narrow, saving, cancel, submit, children }: {
  title: ReactNode;
  testId: string;
  width: number;
  narrow: boolean;
  saving: boolean;
  cancel: { testId: string; text: ReactNode; onClick: () => void };
  submit: { testId: string; text: ReactNode; disabled: boolean; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      onCancel={saving ? undefined : cancel.onClick}
      mask={{ closable: false }}
      width={narrow ? 'calc(100vw - 16px)' : width}
      style={narrow ? { top: 8, maxWidth: 'calc(100vw - 16px)' } : undefined}
      destroyOnHidden
      data-testid={testId}
      footer={
        <Space>
          <Button data-testid={cancel.testId} disabled={saving} onClick={cancel.onClick}>
            {cancel.text}
          </Button>
          <Button type="primary" data-testid={submit.testId} disabled={submit.disabled} loading={saving} onClick={submit.onClick}>
            {submit.text}
          </Button>
        </Space>
      }
    >
      {children}
    </Modal>
  );
}

/** 保存 (disabled while the form is invalid, read-only or busy) and キャンセル of a form; test ids `<prefix>-save`, `<prefix>-cancel`. */
export function SaveCancelButtons({ testIdPrefix: p, canSave, busy, onSave, onCancel }: {
  testIdPrefix: string;
  canSave: boolean;
  busy: string | null;
  onSave: () => void;
  onCancel: () => void;
}) {
  // Spaced on their own: a <Space> the pair is put in (beside 削除) takes the pair as one item and
  // would set 保存 and キャンセル edge to edge.
  return (
    <Space wrap>
      <Button type="primary" data-testid={`${p}-save`} disabled={!canSave || busy !== null} loading={busy === 'save'} onClick={onSave}>
        {BUTTONS.save}
      </Button>
      <Button data-testid={`${p}-cancel`} disabled={busy !== null} onClick={onCancel}>
        {BUTTONS.cancel}
      </Button>
    </Space>
  );
}
