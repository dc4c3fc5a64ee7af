import { screen, waitFor } from '@testing-library/react';
import { item, season } from './testing/fixtures';
import { button, byTestId, choose, fill, location, ready, renderScreen, settled, err, mockGateway } from '@inasaku/ui/testing';
import Works from './Works';
import WorksItemEdit from './WorksItemEdit';
import WorksItemOrder from './WorksItemOrder';
import WorksOrder from './WorksOrder';

const S1 = season(1, '育苗', { color: '#3EC08D' });
const S2 = season(2, '施肥');
const S3 = season(3, '機械整備', { is_not_paddy_field_item: true, color: '#8D65B8' });
S1.items = [item(1, S1, { item_name: '播種' }), item(2, S1, { item_name: '苗箱並べ' })];
S2.items = [item(3, S2, { item_name: '元肥' }), item(4, S2, { item_name: '追肥' }), item(5, S2, { item_name: '穂肥' })];
S3.items = [item(6, S3, { item_name: 'トラクター整備' })];
const SEASONS = [S1, S2, S3];
const LIST = 'GET /inasaku/season-histories';

// antd forms in jsdom are slow, more so on a busy machine.
jest.setTimeout(90_000);

const rowsText = (testId: string) => [...document.querySelectorAll(`[data-testid="${testId}"]`)].map((r) => r.textContent);

describe('works', () => {
  it('lists seasons (#, 作業分類) and items (#, category, item) with non-field seasons', async () => {
    const gw = mockGateway({ [LIST]: { data: SEASONS } });
    renderScreen(Works, { path: '/works' });
    await screen.findByText('トラクター整備');
    await settled();
    expect(gw.callsTo(LIST)[0].query.get('include_not_paddy_field_item')).toBe('1');
    expect(rowsText('season-row')).toEqual(['1育苗', '2施肥', '3機械整備ほ場外作業']);
    expect(rowsText('item-row')).toEqual(['1育苗播種', '2育苗苗箱並べ', '3施肥元肥', '4施肥追肥', '5施肥穂肥', '6機械整備トラクター整備']);
  });

  it('a season row opens works-item-edit with the season', async () => {
    mockGateway({ [LIST]: { data: SEASONS } });
    const { user } = renderScreen(Works, { path: '/works' });
    await screen.findByText('トラクター整備');
    await settled();
    await user.click(screen.getByText('施肥', { selector: '[data-testid="season-row"] span' }));
    await waitFor(() => expect(location().pathname).toBe('/works/item/edit'));
    expect(location().search).toBe('?viewMode=e&season_id=s2');
    expect(location().state).toEqual({ viewMode: 'e', viewData: S2 });
  });

  it('an item row opens its edit; 追加 of items opens add mode', async () => {
    mockGateway({ [LIST]: { data: SEASONS } });
    const { user, unmount } = renderScreen(Works, { path: '/works' });
    await screen.findByText('追肥');
    await settled();
    await user.click(screen.getByText('追肥'));
    await waitFor(() => expect(location().pathname).toBe('/works/detail/edit'));
    expect(location().search).toBe('?viewMode=e&season_id=s2&item_id=i4');
    unmount();
    const second = renderScreen(Works, { path: '/works' });
    await screen.findByText('追肥');
    await settled();
    await second.user.click(byTestId('item-add')!);
    await waitFor(() => expect(location()).toMatchObject({ pathname: '/works/detail/edit', search: '?viewMode=a' }));
  });

  it('追加 and 並び替え are disabled in a past year', async () => {
    mockGateway({ [LIST]: { data: SEASONS } });
    renderScreen(Works, { path: '/works', session: { canEdit: false, pastYear: true } });
    await screen.findByText('追肥');
    for (const id of ['season-add', 'season-order', 'item-add', 'item-order']) expect((byTestId(id) as HTMLButtonElement).disabled).toBe(true);
  });

  it('alerts a list load failure (spec 000 §8)', async () => {
    mockGateway({ [LIST]: err(500, 'INTERNAL', 'サーバーエラーが発生しました。') });
    renderScreen(Works, { path: '/works' });
    await screen.findByText('サーバーエラーが発生しました。');
  });
});

describe('works-item-edit (season)', () => {
  it('add: the first palette colour by default, 登録 waits for a valid name, then registers and goes back', async () => {
    const gw = mockGateway({ 'POST /inasaku/seasons': { data: season(9, '畦畔管理') } });
    const { user } = renderScreen(WorksItemEdit, { path: '/works/item/edit?viewMode=a', state: { viewMode: 'a' } });
    expect(byTestId('season-color-1A82B7')!.getAttribute('aria-checked')).toBe('true');
    expect(button('登録').disabled).toBe(true);
    expect(() => button('削除')).toThrow();
    await fill(user, byTestId('season-name')!, 'あ'.repeat(101));
    await screen.findByText('入力可能な文字数（100文字）を超えています。');
    expect(button('登録').disabled).toBe(true);
    await fill(user, byTestId('season-name')!, '畦畔管理');
    await user.click(byTestId('season-not-paddy')!);
    await user.click(byTestId('season-color-F98E71')!);
    await user.click(await ready('登録'));
    await screen.findByText('登録しました。');
    expect(gw.callsTo('POST /inasaku/seasons')[0].body).toEqual({
      management_id: 'mgmt-2026', season_name: '畦畔管理', is_not_paddy_field_item: true, color: '#F98E71',
    });
    await waitFor(() => expect(location().pathname).toBe('/works'));
  });

  it('edit: 保存 updates; the work type is locked while the season has items; 削除 asks 削除しますか？', async () => {
    const gw = mockGateway({
      'PUT /inasaku/seasons': { data: S2 },
      'DELETE /inasaku/seasons': { data: { season_id: 's2' } },
    });
    const state = { viewMode: 'e', viewData: S2 };
    const { user, unmount } = renderScreen(WorksItemEdit, { path: '/works/item/edit?viewMode=e&season_id=s2', state });
    expect((byTestId('season-name') as HTMLInputElement).value).toBe('施肥');
    expect(document.querySelector<HTMLInputElement>('[data-testid="season-not-paddy"] input, input[data-testid="season-not-paddy"]')!.disabled).toBe(true);
    await fill(user, byTestId('season-name')!, '施肥（元肥・追肥）');
    await user.click(await ready('保存'));
    await screen.findByText('変更を保存しました。');
    expect(gw.callsTo('PUT /inasaku/seasons')[0].body).toEqual({
      management_id: 'mgmt-2026', season_id: 's2', season_name: '施肥（元肥・追肥）', is_not_paddy_field_item: false, color: '#1A82B7',
    });
    unmount();

    const second = renderScreen(WorksItemEdit, { path: '/works/item/edit', state });
    await second.user.click(button('削除'));
    await screen.findByText('削除しますか？');
    await second.user.click(button('はい'));
    await waitFor(() => expect(gw.callsTo('DELETE /inasaku/seasons')).toHaveLength(1));
    expect(gw.callsTo('DELETE /inasaku/seasons')[0].body).toEqual({ management_id: 'mgmt-2026', season_id: 's2' });
    await waitFor(() => expect(location().pathname).toBe('/works'));
  });

  it('a reload reads the season by the id in the query', async () => {
    mockGateway({ [LIST]: { data: SEASONS } });
    renderScreen(WorksItemEdit, { path: '/works/item/edit?viewMode=e&season_id=s3' });
    await waitFor(() => expect((byTestId('season-name') as HTMLInputElement | null)?.value).toBe('機械整備'));
    expect(byTestId('season-color-8D65B8')!.getAttribute('aria-checked')).toBe('true');
  });

  it('read-only: 保存 and 削除 are disabled, キャンセル is not', async () => {
    mockGateway({});
    renderScreen(WorksItemEdit, { path: '/works/item/edit', state: { viewMode: 'e', viewData: S1 }, session: { canEdit: false, pastYear: true } });
    expect(button('保存').disabled).toBe(true);
    expect(button('削除').disabled).toBe(true);
    expect(button('キャンセル').disabled).toBe(false);
  });
});

describe('works-order and works-item-order', () => {
  const arrows = (testId: string) => [...document.querySelectorAll<HTMLButtonElement>(`[data-testid="${testId}"]`)];

  it('seasons: the first cannot go up, the last cannot go down; 保存 sends only changed rows', async () => {
    const gw = mockGateway({ [LIST]: { data: SEASONS }, 'POST /inasaku/seasons/order': { data: SEASONS } });
    const { user } = renderScreen(WorksOrder, { path: '/works/order' });
    await screen.findByText('機械整備');
    await settled();
    expect(arrows('move-up').map((b) => b.disabled)).toEqual([true, false, false]);
    expect(arrows('move-down').map((b) => b.disabled)).toEqual([false, false, true]);
    expect(button('保存').disabled).toBe(true);
    await user.click(arrows('move-down')[0]);
    expect(rowsText('order-row')).toEqual(['1施肥', '2育苗', '3機械整備ほ場外作業']);
    await user.click(button('保存'));
    await screen.findByText('変更を保存しました。');
    expect(gw.callsTo('POST /inasaku/seasons/order')[0].body).toEqual({
      management_id: 'mgmt-2026',
      seasons: [
        { season_id: 's2', sort_key: 2, new_sort_key: 1 },
        { season_id: 's1', sort_key: 1, new_sort_key: 2 },
      ],
    });
    await waitFor(() => expect(location().pathname).toBe('/works'));
  });

  it('items: pick a season, move, 保存 sends only the changed rows of that season', async () => {
    const gw = mockGateway({ [LIST]: { data: SEASONS }, 'POST /inasaku/items/order': { data: S2.items } });
    const { user } = renderScreen(WorksItemOrder, { path: '/works/item/order' });
    await screen.findByText('播種');
    await settled();
    // Switch to 施肥 through the select.
    await choose(user, 'order-season', '施肥');
    await screen.findByText('穂肥');
    expect(rowsText('order-row')).toEqual(['1元肥', '2追肥', '3穂肥']);
    await user.click(arrows('move-up')[2]);
    expect(rowsText('order-row')).toEqual(['1元肥', '2穂肥', '3追肥']);
    await user.click(button('保存'));
    await screen.findByText('変更を保存しました。');
    expect(gw.callsTo('POST /inasaku/items/order')[0].body).toEqual({
      management_id: 'mgmt-2026',
      items: [
        { item_id: 'i5', season_id: 's2', sort_key: 5, new_sort_key: 4 },
        { item_id: 'i4', season_id: 's2', sort_key: 4, new_sort_key: 5 },
      ],
    });
  });

  it('キャンセル goes back to works without saving', async () => {
    const gw = mockGateway({ [LIST]: { data: SEASONS } });
    const { user } = renderScreen(WorksItemOrder, { path: '/works/item/order' });
    await screen.findByText('播種');
    await settled();
    await user.click(arrows('move-down')[0]);
    await user.click(button('キャンセル'));
    await waitFor(() => expect(location().pathname).toBe('/works'));
    expect(gw.callsTo('POST /inasaku/items/order')).toHaveLength(0);
  });
});
