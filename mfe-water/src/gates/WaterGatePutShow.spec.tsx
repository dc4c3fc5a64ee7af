import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { WaterGate } from '@inasaku/contracts';
import { button, byTestId, fill, ready, viewport, withPlan, mockGateway, mapProps } from '@inasaku/ui/testing';
import { gateIcon } from './gate-markers';
import WaterGatePutShow from './WaterGatePutShow';

// The water remote's screens run for an account with the water-management feature.
const { renderScreen } = withPlan({ water: true });

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));

const gate = (n: number, over: Partial<WaterGate> = {}): WaterGate => ({
  paddy_field_id: `f${n}`, name: `田${n}`, map_pos: `36.6${n},138.1${n}`,
  water_supply_gate_status: 0, water_supply_gate_time: null, water_supply_gate_worker: null,
  water_out_gate_status: 0, water_out_gate_time: null, water_out_gate_worker: null, ...over,
});
const GATES = [gate(1), gate(2, { water_out_gate_status: 2 }), gate(3)];
const TWO_USERS = { data: { list: [{ user_id: 'user-1', display_name: '田中太郎', color: '#E57373' }, { user_id: 'u2', display_name: '佐藤花子', color: '#64B5F6' }], total_count: 2 } };

function setup(routes = {}, session = {}) {
  const gw = mockGateway({ 'GET /inasaku/watergate': { data: GATES }, 'GET /inasaku/users': TWO_USERS, ...routes });
  return { gw, ...renderScreen(WaterGatePutShow, { path: '/water-gate/put-show', session, routeName: 'water-gate-put-show' }) };
}
const icon = (id: string) => mapProps().markers!.find((m) => m.id === id)!.icon;
const clickPin = (id: string) => act(() => mapProps().onMarkerClick!(id));
const modeDisabled = () => byTestId('gate-mode')!.className.includes('ant-segmented-disabled');

jest.setTimeout(60_000);

describe('water-gate-put-show (spec 001)', () => {
  beforeEach(() => viewport(1280));

  it('draws the supply status by default and the drain status after switching', async () => {
    setup();
    await waitFor(() => expect(mapProps().markers).toHaveLength(3));
    expect(icon('f2')).toBe(gateIcon('supply', 0, false));
    fireEvent.click(byTestId('gate-mode-out')!);
    await waitFor(() => expect(icon('f2')).toBe(gateIcon('out', 2, false)));
  });

  it('selects gates by marker, locks the switch, records them all with the form and reloads', async () => {
    const { gw, user } = setup({ 'POST /inasaku/watergates/supply': { data: { gate_type: 1, paddy_field_ids: ['f1', 'f3'], log_ids: ['l1', 'l2'] } } });
    await waitFor(() => expect(mapProps().markers).toHaveLength(3));
    clickPin('f1');
    clickPin('f3');
    clickPin('f2');
    clickPin('f2');
    await waitFor(() => expect(byTestId('selected-title')?.textContent).toBe('選択済み（2）'));
    expect(icon('f1')).toBe(gateIcon('supply', 0, true));
    expect(modeDisabled()).toBe(true);

    await user.click(button('記録する'));
    await waitFor(() => expect(screen.getByText('給水の記録')).toBeTruthy());
    expect((byTestId('gate-form-worker') as HTMLInputElement).value).toBe('田中太郎');
    expect((byTestId('gate-form-time') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    // Quick-add appends with 、 (two users on the account).
    await user.click([...document.querySelectorAll<HTMLElement>('[data-testid="user-shortcut"]')].find((b) => b.textContent === '佐藤花子')!);
    expect((byTestId('gate-form-worker') as HTMLInputElement).value).toBe('田中太郎、佐藤花子');
    fireEvent.click(byTestId('gate-status-2')!);

    await user.click(await ready('登録'));
    await waitFor(() => expect(gw.callsTo('POST /inasaku/watergates/supply')).toHaveLength(1));
    expect(gw.callsTo('POST /inasaku/watergates/supply')[0].body).toMatchObject({
      management_id: 'mgmt-2026', paddy_field_ids: ['f1', 'f3'], water_gate_status: 2, water_gate_worker: '田中太郎、佐藤花子', user_id: 'user-1',
    });
    await waitFor(() => expect(byTestId('gate-form-body')).toBeNull());
    await waitFor(() => expect(byTestId('selected-title')?.textContent).toBe('選択済み（0）'));
    expect(modeDisabled()).toBe(false);
    expect(gw.callsTo('GET /inasaku/watergate').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses to send an empty worker and shows the rule', async () => {
    const { gw, user } = setup();
    await waitFor(() => expect(mapProps().markers).toHaveLength(3));
    clickPin('f1');
    await user.click(button('記録する'));
    await fill(user, byTestId('gate-form-worker')!, '');
    await waitFor(() => expect(screen.getByText('作業者は必須項目です。')).toBeTruthy());
    expect(button('登録').disabled).toBe(true);
    expect(gw.callsTo('POST /inasaku/watergate/supply')).toHaveLength(0);
  });

  it("alerts '通信エラー' when the record fails and keeps the form", async () => {
    const { user } = setup({ 'POST /inasaku/watergate/supply': { network: true } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await waitFor(() => expect(mapProps().markers).toHaveLength(3));
    clickPin('f1');
    await user.click(button('記録する'));
    await user.click(await ready('登録'));
    await waitFor(() => expect(screen.getByText('通信エラー')).toBeTruthy());
    expect(byTestId('gate-form-body')).not.toBeNull();
  });

  it('hides the quick-add buttons when the account has one user', async () => {
    const { user } = setup({ 'GET /inasaku/users': { data: { list: [{ user_id: 'user-1', display_name: '田中太郎', color: '#E57373' }], total_count: 1 } } });
    await waitFor(() => expect(mapProps().markers).toHaveLength(3));
    clickPin('f1');
    await user.click(button('記録する'));
    await waitFor(() => expect(byTestId('gate-form-body')).not.toBeNull());
    expect(byTestId('gate-form-shortcuts')).toBeNull();
  });

  it('lists the open gates of the chosen mode', async () => {
    const { gw, user } = setup({
      'GET /inasaku/watergate/out': { data: [{ paddy_field_id: 'f2', paddy_field_name: '田2', water_gate_status: 2, water_gate_time: '2025-06-01T06:30:00+09:00', water_gate_worker: '山田' }] },
    });
    await waitFor(() => expect(mapProps().markers).toHaveLength(3));
    fireEvent.click(byTestId('gate-mode-out')!);
    await user.click(byTestId('open-gates-button')!);
    await waitFor(() => expect(byTestId('open-gate-name')?.textContent).toBe('田2'));
    expect(byTestId('open-gate-status')?.textContent).toBe('全開');
    expect(byTestId('open-gate-time')?.textContent).toBe('06/01 06:30');
    expect(gw.callsTo('GET /inasaku/watergate/out')).toHaveLength(1);
  });

  it('on a phone shows the compact bar with the gate name and the button', async () => {
    viewport(390);
    setup();
    await waitFor(() => expect(mapProps().markers).toHaveLength(3));
    expect(byTestId('selected-bar')).toBeNull();
    clickPin('f3');
    await waitFor(() => expect(byTestId('selected-bar-name')?.textContent).toBe('田3'));
    expect(button('記録する').disabled).toBe(false);
  });

  it('cannot record in a past year', async () => {
    setup({}, { canEdit: false, pastYear: true });
    await waitFor(() => expect(mapProps().markers).toHaveLength(3));
    expect(byTestId('gate-read-only')?.textContent).toContain('過去の年度を表示しています。');
    clickPin('f1');
    await waitFor(() => expect(button('記録する').disabled).toBe(true));
  });
});
