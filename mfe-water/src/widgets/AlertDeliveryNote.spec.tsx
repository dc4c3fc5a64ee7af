import { screen } from '@testing-library/react';
import { alert, paged } from '../sensors/test/fixtures';
import { settled, withPlan, mockGateway } from '@inasaku/ui/testing';
import AlertsWidget from './AlertsWidget';

const { renderScreen } = withPlan({ water: true });
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="alert-row"]')];

describe('AlertsWidget: where each alert went', () => {
  it('shows push devices, mails and LINE messages, the failures, and (root) a notification that reached no one', async () => {
    mockGateway({
      'GET /api/sensor/alert': paged([
        alert(1, { datetime: '2026-07-01T00:05:00Z', delivery: { push: 2, email: 1, line: 0, failed: 1 } }),
        alert(2, { datetime: '2026-07-01T00:06:00Z', delivery: { push: 0, email: 0, line: 0, failed: 3 }, delivery_failed_everywhere: true }),
        alert(3, { datetime: '2026-07-01T00:07:00Z', delivery: { push: 0, email: 0, line: 0, failed: 0 } }),
        alert(4, { datetime: '2026-07-01T00:08:00Z' }),
      ], 4),
    });
    renderScreen(AlertsWidget, { routeName: 'dashboard' });
    await screen.findByText('アラート1');
    await settled();
    expect(rows()[0].textContent).toBe('07/01 09:05アラート1通知：プッシュ 2台・メール 1件・LINE 0件失敗 1件');
    expect(rows()[1].textContent).toBe(
      '07/01 09:06アラート2通知：プッシュ 0台・メール 0件・LINE 0件失敗 3件どの方法でも通知が届きませんでした。通知先の設定をご確認ください。',
    );
    // Nobody was to be told (notify off), or an answer from before delivery was recorded: the message only.
    expect(rows()[2].textContent).toBe('07/01 09:07アラート3');
    expect(rows()[3].textContent).toBe('07/01 09:08アラート4');
  });
});
