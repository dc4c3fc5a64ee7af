import { Button, Modal } from 'antd';
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

/** 保存 (disabled while the form is invalid, read-only or busy) and キャンセル of a form; test ids `<prefix>-save`, `<prefix>-cancel`. */
export function SaveCancelButtons({ testIdPrefix: p, canSave, busy, onSave, onCancel }: {
  testIdPrefix: string;
  canSave: boolean;
  busy: string | null;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      <Button type="primary" data-testid={`${p}-save`} disabled={!canSave || busy !== null} loading={busy === 'save'} onClick={onSave}>
        {BUTTONS.save}
      </Button>
      <Button data-testid={`${p}-cancel`} disabled={busy !== null} onClick={onCancel}>
        {BUTTONS.cancel}
      </Button>
    </>
  );
}
