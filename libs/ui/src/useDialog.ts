import { useMemo } from 'react';
import { App } from 'antd';
import { BUTTONS } from './texts';

export interface DialogOptions {
  /** false: no backdrop behind the dialog (spec 000 §2.3). */
  backdrop?: boolean;
  title?: string;
}

export interface Dialog {
  /** A message with OK; resolves when closed. */
  message(text: string, options?: DialogOptions): Promise<void>;
  /** はい / いいえ; resolves true only for はい (Esc and the close button count as いいえ). */
  confirm(text: string, options?: DialogOptions): Promise<boolean>;
}

/** The generic dialog of spec 000 §2.3, on antd's App context so it follows the theme and locale. */
export function useDialog(): Dialog {
  const { modal } = App.useApp();
  return useMemo<Dialog>(
    () => ({
      message: (text, options = {}) =>
        new Promise<void>((resolve) => {
          modal.info({
            title: options.title,
            content: text,
            icon: null,
            okText: BUTTONS.ok,
            centered: true,
            mask: options.backdrop ?? true,
            onOk: () => resolve(),
            onCancel: () => resolve(),
          });
        }),
      confirm: (text, options = {}) =>
        new Promise<boolean>((resolve) => {
          modal.confirm({
            title: options.title,
            content: text,
            okText: BUTTONS.yes,
            cancelText: BUTTONS.no,
            centered: true,
            mask: options.backdrop ?? true,
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
    }),
    [modal],
  );
}
