import { App, Button, Space, type FormInstance } from 'antd';
import { useState } from 'react';
import { ApiError } from '../api';
import { BUTTONS, CONFIRM, ERRORS, TOASTS } from '../texts';
import { useDialog } from '../useDialog';

type EditBusy = 'save' | 'delete' | null;

/**
 * The writes of an add-or-edit screen: 登録 or 保存, and 削除 after 削除しますか？, each with its
 * toast and then back to the list. A failure re-enables the screen and shows the remote's
 * message for it: under the input a 400 answer names when that is one of `fields`, else in a dialog.
 */
export function useEditWrites({ adding, back, failureMessage, deleted, form, fields = [] }: {
  adding: boolean;
  back: () => void;
  failureMessage: (error: unknown, fallback: string) => string;
  /** the toast after a deletion */
  deleted: string;
  form?: FormInstance;
  fields?: readonly string[];
}) {
  const { message } = App.useApp();
  const dialog = useDialog();
  const [busy, setBusy] = useState<EditBusy>(null);

  const save = async (write: () => Promise<unknown>) => {
    setBusy('save');
    try {
      await write();
      message.success(adding ? TOASTS.registered : TOASTS.changesSaved);
      back();
    } catch (e) {
      setBusy(null);
      const text = failureMessage(e, adding ? ERRORS.createFailed : ERRORS.updateFailed);
      const field = e instanceof ApiError && e.status === 400 ? e.field : undefined;
      if (form && field && fields.includes(field)) form.setFields([{ name: field, errors: [text] }]);
      else await dialog.message(text);
    }
  };

  const remove = async (write: () => Promise<unknown>) => {
    if (!(await dialog.confirm(CONFIRM.delete))) return;
    setBusy('delete');
    try {
      await write();
      message.success(deleted);
      back();
    } catch (e) {
      setBusy(null);
      await dialog.message(failureMessage(e, ERRORS.deleteFailed));
    }
  };

  return { busy, save, remove };
}

/**
 * 登録 (adding) or 保存, キャンセル and, when editing, 削除 of an add-or-edit form; test ids
 * `<prefix>-save`, `<prefix>-cancel`, `<prefix>-delete`. Save is the form's submit.
 */
export function EditButtons({ testIdPrefix: p, adding, valid, canEdit, busy, onCancel, onDelete }: {
  testIdPrefix: string;
  adding: boolean;
  valid: boolean;
  canEdit: boolean;
  busy: EditBusy;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const locked = !canEdit || busy !== null;
  return (
    <Space wrap>
      <Button type="primary" htmlType="submit" data-testid={`${p}-save`} disabled={!valid || locked} loading={busy === 'save'}>
        {adding ? BUTTONS.register : BUTTONS.save}
      </Button>
      <Button data-testid={`${p}-cancel`} onClick={onCancel} disabled={busy !== null} htmlType="button">
        {BUTTONS.cancel}
      </Button>
      {!adding ? (
        <Button danger data-testid={`${p}-delete`} disabled={locked} loading={busy === 'delete'} onClick={onDelete} htmlType="button">
          {BUTTONS.delete}
        </Button>
      ) : null}
    </Space>
  );
}
