import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import type { WaterGate } from '@inasaku/contracts';
import { offlineStoreOf } from '@inasaku/offline';
import { button, byTestId, ready, viewport, withPlan, mockGateway, mapProps } from '@inasaku/ui/testing';
import WaterGatePutShow from './WaterGatePutShow';

// jsdom has no structuredClone, which fake-indexeddb copies every record with.
import { deserialize, serialize } from 'node:v8';
(globalThis as { structuredClone?: unknown }).structuredClone ??= (value: unknown) => deserialize(serialize(value));

const { renderScreen } = withPlan({ water: true });

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));
jest.setTimeout(60_000);

const gate = (n: number): WaterGate => ({
  paddy_field_id: `f${n}`, name: `田${n}`, map_pos: `36.6${n},138.1${n}`,
  water_supply_gate_status: 0, water_supply_gate_time: null, water_supply_gate_worker: null,
  water_out_gate_status: 0, water_out_gate_time: null, water_out_gate_worker: null,
});
const USERS = { data: { list: [{ user_id: 'user-1', display_name: '田中太郎', color: '#E57373' }], total_count: 1 } };

describe('water-gate-put-show without a network', () => {
  beforeEach(() => viewport(1280));

  it('shows the gates kept on the device with 最終更新, and a gate record waits in the outbox instead of 通信エラー', async () => {
    mockGateway({ 'GET /inasaku/watergate': { data: [gate(1), gate(2)] }, 'GET /inasaku/users': USERS });
    const first = renderScreen(WaterGatePutShow, { path: '/water-gate/put-show', routeName: 'water-gate-put-show' });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    expect(byTestId('last-refresh')).toBeNull();
    first.unmount();

    const gw = mockGateway({ 'GET /inasaku/watergate': { network: true }, 'GET /inasaku/users': USERS, 'POST /inasaku/watergate/supply': { network: true } });
    const { user } = renderScreen(WaterGatePutShow, { path: '/water-gate/put-show', routeName: 'water-gate-put-show' });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    await waitFor(() => expect(byTestId('last-refresh')?.textContent).toMatch(/^最終更新: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/));
    act(() => mapProps().onMarkerClick!('f2'));
    await user.click(button('記録する'));
    await user.click(await ready('登録'));
    await screen.findByText('通信できないため送信待ちにしました。接続が戻ると自動で送信します。');
    expect(screen.queryByText('通信エラー')).toBeNull();
    await waitFor(() => expect(byTestId('gate-form-body')).toBeNull());
    expect(gw.callsTo('POST /inasaku/watergate/supply')).toHaveLength(1);
    const items = await offlineStoreOf({ user_id: 'user-1', account_id: 'acc-1' })!.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'water-gate', state: 'pending', path: '/inasaku/watergate/supply', label: '給水 ・ 1 ほ場',
      body: expect.objectContaining({ paddy_field_ids: ['f2'], water_gate_status: 0, user_id: 'user-1' }),
    });
  });
});
