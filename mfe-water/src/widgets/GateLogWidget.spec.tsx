import { fireEvent, waitFor } from '@testing-library/react';
import type { WaterGateLog } from '@inasaku/contracts';
import { byTestId, viewport, withPlan, mockGateway } from '@inasaku/ui/testing';
import GateLogWidget from './GateLogWidget';

// The water remote's screens run for an account with the water-management feature.
const { renderScreen } = withPlan({ water: true });

const log = (n: number, over: Partial<WaterGateLog> = {}): WaterGateLog => ({
  log_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, gate_type: 1, gate_status: '2',
  datetime: `2025-06-${String(n).padStart(2, '0')}T06:30:00+09:00`, worker: '山田', paddy_field_id: `f${n}`,
  paddy_field_name: `田${n}`, user_id: 'user-1', created_at: '2025-06-01T00:00:00Z', ...over,
});
const rows = () => [...document.querySelectorAll('[data-testid="gate-log-row"]')];
const col = (testId: string) => [...document.querySelectorAll(`[data-testid="${testId}"]`)].map((e) => e.textContent);

describe('GateLogWidget (spec 001 Dashboard)', () => {
  beforeEach(() => viewport(1280));

  it('says 水門ログはありません when there is none', async () => {
    mockGateway({ 'GET /inasaku/watergate/logs': { data: { list: [], total_count: 0 } } });
    renderScreen(GateLogWidget, { routeName: 'dashboard' });
    await waitFor(() => expect(byTestId('gate-log-empty')?.textContent).toBe('水門ログはありません。'));
  });

  it('shows type, status, datetime, operator and field, 8 per page, and pages on with the cursor', async () => {
    const first = Array.from({ length: 8 }, (_, i) => log(20 - i, i === 0 ? { gate_type: 2, gate_status: '1', worker: '鈴木' } : {}));
    const second = [log(12), log(11, { gate_status: '0', paddy_field_name: null })];
    const gw = mockGateway({
      'GET /inasaku/watergate/logs': (_b, q) => ({ data: { list: q.get('latest_log_id') ? second : first, total_count: 10 } }),
    });
    renderScreen(GateLogWidget, { routeName: 'dashboard' });
    await waitFor(() => expect(rows()).toHaveLength(8));
    expect(gw.calls[0].query.get('count')).toBe('8');
    expect(col('gate-log-type')[0]).toBe('排水');
    expect(col('gate-log-status')[0]).toBe('半開');
    expect(col('gate-log-datetime')[0]).toBe('06/20 06:30');
    expect(col('gate-log-worker')[0]).toBe('鈴木');
    expect(col('gate-log-field')[0]).toBe('田20');

    fireEvent.click(document.querySelector('[data-testid="gate-log-pager"] .ant-pagination-item-2')!);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const last = gw.calls.at(-1)!.query;
    expect(last.get('latest_log_id')).toBe(first[7].log_id);
    expect(col('gate-log-status')).toEqual(['全開', '閉門']);
    expect(col('gate-log-field')).toEqual(['田12', '名称未設定']);
  });
});
