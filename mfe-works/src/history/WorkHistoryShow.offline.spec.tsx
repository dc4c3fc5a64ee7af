import 'fake-indexeddb/auto';
import { act, waitFor, within } from '@testing-library/react';
import { offlineStoreOf } from '@inasaku/offline';
import { field, history, SEASONS } from '../common/test/fixtures';
import { button, byTestId, fill, renderScreen, viewport, mockGateway, mapProps } from '@inasaku/ui/testing';
import WorkHistoryShow from './WorkHistoryShow';

// jsdom has no structuredClone, which fake-indexeddb copies every record with.
import { deserialize, serialize } from 'node:v8';
(globalThis as { structuredClone?: unknown }).structuredClone ??= (value: unknown) => deserialize(serialize(value));

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));
jest.setTimeout(60_000);

const FIELDS = [field(1, { area: '10' }), field(2, { area: '20' })];
const H1 = history('h1', { image_paths: [], image_urls: [] });
const ONLINE = {
  'GET /inasaku/season-histories': { data: SEASONS },
  'GET /inasaku/paddy-fields': { data: FIELDS },
  'GET /inasaku/paddy-field-histories': { data: [] },
  'GET /inasaku/landmarks': { data: { list: [] } },
  'GET /inasaku/users': { data: { list: [], total_count: 0 } },
  'GET /inasaku/work-histories': { data: [H1] },
};
const OFFLINE = Object.fromEntries(Object.keys(ONLINE).map((k) => [k, { network: true as const }]));
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="history-panel"] [data-testid="history-row"]')];

beforeAll(() => {
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = async () => ({ width: 640, height: 480, close: () => undefined });
});

describe('work-history-show without a network', () => {
  beforeEach(() => viewport(1280));

  it("shows the field's histories kept on the device with 最終更新; an edit with a new photo waits in the outbox", async () => {
    mockGateway(ONLINE);
    const first = renderScreen(WorkHistoryShow, { path: '/work-histories/show', routeName: 'work-history-show' });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    act(() => mapProps().onMarkerClick!('f1'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    first.unmount();

    const gw = mockGateway({ ...OFFLINE, 'PUT /inasaku/work-histories/h1': { network: true }, 'POST /media': { network: true } });
    const { user } = renderScreen(WorkHistoryShow, { path: '/work-histories/show', routeName: 'work-history-show' });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    await waitFor(() => expect(byTestId('last-refresh')?.textContent).toMatch(/^最終更新: /));
    act(() => mapProps().onMarkerClick!('f1'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(rows()[0]);
    await user.click(button('編集する'));
    const popup = byTestId('history-popup')!;
    await fill(user, within(popup).getByTestId('detail-施肥量'), '45');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_0002.jpg', { type: 'image/jpeg' });
    await user.upload(within(popup).getByTestId('image-input') as HTMLInputElement, photo);
    await waitFor(() => expect(within(popup).getAllByTestId('image-preview')).toHaveLength(1));
    await waitFor(() => expect(button('保存').disabled).toBe(false));
    await user.click(button('保存'));
    await waitFor(() => expect(byTestId('history-popup')).toBeNull());
    // Nothing reached the server; the edit and its photo wait on the device.
    expect(gw.callsTo('PUT /inasaku/work-histories/h1')).toHaveLength(0);
    const items = await offlineStoreOf({ user_id: 'user-1', account_id: 'acc-1' })!.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'work-history-update', method: 'PUT', path: '/inasaku/work-histories/h1', state: 'pending', imageTarget: 'body' });
    expect((items[0].body.work_items as Record<string, string>)['d-amount']).toBe('45');
    expect(items[0].images).toEqual([expect.objectContaining({ name: 'IMG_0002.jpg', type: 'image/jpeg' })]);
  });
});
