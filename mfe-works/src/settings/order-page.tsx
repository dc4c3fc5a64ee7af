import type { Season } from '@inasaku/contracts';
import { BUTTONS, ERRORS, TOASTS, useDialog } from '@inasaku/ui';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ColorChip, failureMessage } from './ui';
import { WORKS_PATH } from './works-route';

/**
 * The save of a reorder screen: sends the changed rows, then says so and goes back to works;
 * a failure re-enables the screen and shows the gateway's message (or the update fallback).
 */
export function useOrderSave(send: () => Promise<unknown>) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const dialog = useDialog();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await send();
      message.success(TOASTS.changesSaved);
      navigate(WORKS_PATH);
    } catch (e) {
      setSaving(false);
      await dialog.message(failureMessage(e, ERRORS.updateFailed));
    }
  };
  return { saving, save };
}

/** 保存 (only with a change, for an editor) and キャンセル (back to works) under a reorder table. */
export function OrderActions({ canEdit, changed, saving, onSave }: { canEdit: boolean; changed: boolean; saving: boolean; onSave: () => void }) {
  const navigate = useNavigate();
  return (
    <Space style={{ marginTop: 16 }}>
      <Button type="primary" data-testid="order-save" disabled={!canEdit || !changed || saving} loading={saving} onClick={onSave}>
        {BUTTONS.save}
      </Button>
      <Button data-testid="order-cancel" disabled={saving} onClick={() => navigate(WORKS_PATH)}>
        {BUTTONS.cancel}
      </Button>
    </Space>
  );
}

/** The options of a season select: the season's colour chip and its name. */
export function seasonOptions(seasons: Season[]) {
  return seasons.map((s) => ({
    value: s.season_id,
    label: (
      <Space size={8}>
        <ColorChip color={s.color} size={12} />
        {s.season_name}
      </Space>
    ),
  }));
}
