/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { OfflineDatabase } from './db';
import { OutboxBadge } from './OutboxPanel';


const row = (state: 'pending' | 'sending' | 'sent' | 'failed', label: string, error?: string) => ({
  key: label, kind: 'water-gate' as const, label, method: 'POST' as const, path: '/x', body: {}, state, createdAt: 1, ...(error ? { error } : {}),
});

describe('the outbox in the header', () => {
  it('counts what is unsent, lists every state with the server message of a refusal, and discards on request', async () => {
    const db = new OfflineDatabase('panel-test');
    await db.outbox.bulkAdd([row('sent', '元肥 ・ 3 ほ場'), row('pending', '給水 ・ 1 ほ場'), row('failed', '追肥 ・ 1 ほ場', '対象のデータが見つかりません。')]);
    render(<OutboxBadge db={db} />);
    const badge = await screen.findByTestId('outbox-badge');
    expect(badge.getAttribute('aria-label')).toBe('未送信 2');
    fireEvent.click(badge);
    await waitFor(() => expect(screen.getAllByTestId('outbox-item')).toHaveLength(3));
    const states = screen.getAllByTestId('outbox-state').map((e) => e.textContent);
    expect(states).toEqual(['送信できませんでした', '送信待ち', '送信済み']);
    expect(screen.getByTestId('outbox-error').textContent).toBe('対象のデータが見つかりません。');
    expect(screen.getByTestId('outbox-send-now').textContent?.replace(/\s/g, '')).toBe('今すぐ送信');

    fireEvent.click(screen.getByTestId('outbox-discard'));
    // antd spaces two-character labels: the confirm's 破棄 reads '破 棄'.
    const confirm = await waitFor(() => document.querySelector<HTMLButtonElement>('.ant-popconfirm .ant-btn-primary')!);
    expect(confirm.textContent?.replace(/\s/g, '')).toBe('破棄');
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getAllByTestId('outbox-item')).toHaveLength(2));
    expect(await db.outbox.where('state').equals('failed').count()).toBe(0);
  });

  it('leaves the header alone when every record went out (送信済み) and while a write is sent at once', async () => {
    const db = new OfflineDatabase('panel-sent');
    const [, sendingNow] = await db.outbox.bulkAdd([row('sent', '元肥 ・ 3 ほ場'), row('sending', '給水 ・ 1 ほ場')], { allKeys: true });
    const { container } = render(<OutboxBadge db={db} />);
    await new Promise((r) => setTimeout(r, 100));
    expect(container.textContent).toBe('');
    // The answer did not come: it waits, and the header says so; the replay that sends it keeps it counted.
    await db.outbox.update(sendingNow, { state: 'pending', waited: true });
    expect((await screen.findByTestId('outbox-badge')).getAttribute('aria-label')).toBe('未送信 1');
    await db.outbox.update(sendingNow, { state: 'sending' });
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByTestId('outbox-badge').getAttribute('aria-label')).toBe('未送信 1');
    await db.outbox.update(sendingNow, { state: 'sent', sentAt: 2 });
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('shows nothing while nothing waits', async () => {
    const db = new OfflineDatabase('panel-empty');
    const { container } = render(<OutboxBadge db={db} />);
    await new Promise((r) => setTimeout(r, 100));
    expect(container.textContent).toBe('');
  });
});
