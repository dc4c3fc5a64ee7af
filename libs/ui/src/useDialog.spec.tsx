import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { InasakuProvider } from './InasakuProvider';
import { useDialog, type Dialog } from './useDialog';

function Harness({ onReady }: { onReady: (d: Dialog) => void }) {
  const dialog = useDialog();
  onReady(dialog);
  return <Button>page</Button>;
}

function setup(): Dialog {
  let dialog!: Dialog;
  render(
    <InasakuProvider>
      <Harness onReady={(d) => (dialog = d)} />
    </InasakuProvider>,
  );
  return dialog;
}

describe('useDialog', () => {
  it('confirm shows はい / いいえ and resolves true on はい', async () => {
    const dialog = setup();
    let answer: Promise<boolean>;
    act(() => {
      answer = dialog.confirm('削除しますか？');
    });
    expect(await screen.findByText('削除しますか？')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'いいえ' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'はい' }));
    await expect(answer!).resolves.toBe(true);
  });

  it('confirm resolves false on いいえ', async () => {
    const dialog = setup();
    let answer: Promise<boolean>;
    act(() => {
      answer = dialog.confirm('登録した作業実績を削除しますか？');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'いいえ' }));
    await expect(answer!).resolves.toBe(false);
  });

  it('message shows the text with a single OK button and resolves when closed', async () => {
    const dialog = setup();
    let closed: Promise<void>;
    act(() => {
      closed = dialog.message('通信エラー');
    });
    expect(await screen.findByText('通信エラー')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'いいえ' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(closed!).resolves.toBeUndefined();
  });

  it('can open without a backdrop', async () => {
    const dialog = setup();
    act(() => {
      void dialog.confirm('背景なし', { backdrop: false });
    });
    await screen.findByText('背景なし');
    await waitFor(() => expect(document.querySelector('.ant-modal-mask')).toBeNull());
  });

  it('has a backdrop by default', async () => {
    const dialog = setup();
    act(() => {
      void dialog.message('背景あり');
    });
    await screen.findByText('背景あり');
    await waitFor(() => expect(document.querySelector('.ant-modal-mask')).not.toBeNull());
  });
});
