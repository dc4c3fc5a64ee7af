import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { offlineStoreOf } from '@inasaku/offline';
import { field, SEASONS } from '../common/test/fixtures';
import { button, byTestId, renderScreen, viewport, mockGateway, mapProps } from '@inasaku/ui/testing';
import WorkHistoryAdd from './WorkHistoryAdd';

// jsdom has no structuredClone, which fake-indexeddb copies every record with.
import { deserialize, serialize } from 'node:v8';
(globalThis as { structuredClone?: unknown }).structuredClone ??= (value: unknown) => deserialize(serialize(value));

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));

const FIELDS = [field(1, { area: '10' }), field(2, { area: '20' }), field(3, { area: '5' })];
const USERS = { list: [{ user_id: 'user-1', display_name: '田中太郎', color: '#E57373' }], total_count: 1 };
const ONLINE = {
  'GET /inasaku/season-histories': { data: SEASONS },
  'GET /inasaku/paddy-fields': { data: FIELDS },
  'GET /inasaku/paddy-field-histories': { data: [] },
  'GET /inasaku/landmarks': { data: { list: [] } },
  'GET /inasaku/users': { data: USERS },
};
const OFFLINE = Object.fromEntries(Object.keys(ONLINE).map((k) => [k, { network: true as const }]));

beforeAll(() => {
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = async () => ({ width: 640, height: 480, close: () => undefined });
});

jest.setTimeout(60_000);

const chooseRadio = async (testId: string, name: string) => {
  const el = await waitFor(() => document.querySelector<HTMLElement>(`[data-testid="${testId}"][data-name="${name}"]`)!);
  fireEvent.click(el.closest('label')?.querySelector('input') ?? el);
};

describe('work-history-add without a network', () => {
  beforeEach(() => viewport(1280));

  it('shows the fields kept on the device with 最終更新, and a record saved offline waits in the outbox instead of failing', async () => {
    mockGateway(ONLINE);
    const first = renderScreen(WorkHistoryAdd, { path: '/work-histories/add', routeName: 'work-history-add' });
    await waitFor(() => expect(mapProps().markers).toHaveLength(3));
    // Nothing came from the device: no 最終更新.
    expect(byTestId('last-refresh')).toBeNull();
    first.unmount();

    const gw = mockGateway({ ...OFFLINE, 'POST /inasaku/work-histories': { network: true } });
    const { user } = renderScreen(WorkHistoryAdd, { path: '/work-histories/add', routeName: 'work-history-add' });
    await waitFor(() => expect(mapProps().markers).toHaveLength(3));
    await waitFor(() => expect(byTestId('last-refresh')?.textContent).toMatch(/^最終更新: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/));

    await chooseRadio('season-option', '施肥');
    await chooseRadio('item-option', '元肥');
    for (const id of ['f1', 'f2', 'f3']) act(() => mapProps().onMarkerClick!(id));
    await user.click(button('入力する'));
    const dlg = await waitFor(() => document.querySelector<HTMLElement>('[data-testid="work-input-body"]')!);
    // The users kept on the device give the worker shortcut.
    await user.click(within(dlg).getAllByTestId('user-shortcut')[0]);
    await waitFor(() => expect(button('保存する').disabled).toBe(false));
    await user.click(button('保存する'));
    await screen.findByText('通信できないため送信待ちにしました。接続が戻ると自動で送信します。');
    expect(screen.queryByText('通信エラー')).toBeNull();
    expect(gw.callsTo('POST /inasaku/work-histories')).toHaveLength(1);

    const db = offlineStoreOf({ user_id: 'user-1', account_id: 'acc-1' });
    const items = await db!.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'work-histories', state: 'pending', label: '元肥 ・ 3 ほ場' });
    expect((items[0].body.work_histories as Array<{ paddy_field_id: string }>).map((r) => r.paddy_field_id)).toEqual(['f1', 'f2', 'f3']);
    await waitFor(() => expect(document.querySelectorAll('[data-testid="selected-field"]')).toHaveLength(0));

    // Spec 000 §5 against the device: f2 holds a waiting 元肥 record, so a second one asks first.
    act(() => mapProps().onMarkerClick!('f2'));
    await user.click(button('入力する'));
    const again = await waitFor(() => document.querySelector<HTMLElement>('[data-testid="work-input-body"]')!);
    await user.click(within(again).getAllByTestId('user-shortcut')[0]);
    await waitFor(() => expect(button('保存する').disabled).toBe(false));
    await user.click(button('保存する'));
    await screen.findByText('すでに実績が登録されているほ場が選択されていますが、入力を継続しますか');
    await user.click(button('いいえ'));
    await waitFor(() => expect(button('保存する').className).not.toContain('ant-btn-loading'));
    expect(await db!.outbox.count()).toBe(1);
  });
});
