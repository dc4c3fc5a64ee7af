import { screen, waitFor, within } from '@testing-library/react';
import type { ItemDetail } from '@inasaku/contracts';
import { fixedDetails, item, season } from './testing/fixtures';
import { button, byTestId, choose, fill, location, ready, renderScreen, err, mockGateway } from '@inasaku/ui/testing';
import WorksDetailEdit from './WorksDetailEdit';

const FIELD = season(1, '施肥');
const OTHER = season(2, '機械整備', { is_not_paddy_field_item: true, color: '#8D65B8' });
const numDetail: ItemDetail = {
  item_detail_id: 'd-num', item_detail_name: '施用量', item_detail_type: 'num', item_detail_key: null, item_detail_unit: 'kg', item_detail_auto: true, display_flg: false,
};
const txtDetail: ItemDetail = {
  item_detail_id: 'd-txt', item_detail_name: '肥料名', item_detail_type: 'string', item_detail_key: null, item_detail_unit: null, item_detail_auto: false, display_flg: false,
};
const MOTOGOE = item(1, FIELD, { item_name: '元肥', item_area_total: '250.5', item_details: [...fixedDetails('i1'), numDetail, txtDetail] });
const SEIBI = item(2, OTHER, { item_name: 'トラクター整備', item_details: [...fixedDetails('i2'), { ...numDetail, item_detail_id: 'd-h', item_detail_name: '時間', item_detail_unit: 'h', item_detail_auto: false }] });
FIELD.items = [MOTOGOE];
OTHER.items = [SEIBI];
const SEASONS = [FIELD, OTHER];
const LIST = 'GET /inasaku/season-histories';

// antd forms in jsdom are slow, more so on a busy machine.
jest.setTimeout(90_000);

const detailNames = () => [...document.querySelectorAll('[data-testid="detail-row"]')].map((r) => r.querySelectorAll('td')[1]?.textContent);
const checked = (testId: string) => document.querySelector<HTMLInputElement>(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`)!.checked;
const popup = () => screen.findByTestId('detail-popup');

async function addDetailThroughPopup(user: Parameters<typeof fill>[0], name: string, type: string, unit?: string, auto?: boolean) {
  await user.click(byTestId('detail-add')!);
  const form = await popup();
  await fill(user, within(form).getByTestId('detail-name'), name);
  await user.click(within(form).getByText(type));
  if (unit !== undefined) await fill(user, await within(form).findByTestId('detail-unit'), unit);
  if (auto) await user.click(within(form).getByTestId('detail-auto'));
  const ok = () => document.querySelector<HTMLButtonElement>('[data-testid="detail-popup-ok"]')!;
  await waitFor(() => expect(ok().disabled).toBe(false));
  await user.click(ok());
}

describe('works-detail-edit: add', () => {
  it('starts with the two fixed rows; choosing a season sets the default pattern (non-field 1, field 2)', async () => {
    mockGateway({ [LIST]: { data: SEASONS } });
    const { user } = renderScreen(WorksDetailEdit, { path: '/works/detail/edit?viewMode=a' });
    await screen.findByTestId('item-name');
    expect(detailNames()).toEqual(['実施日', '作業者']);
    expect(document.querySelectorAll('[data-testid="detail-fixed"]')).toHaveLength(2);
    expect(document.querySelectorAll('[data-testid="detail-delete"]')).toHaveLength(0);
    expect(button('登録').disabled).toBe(true);

    await choose(user, 'item-season', '機械整備');
    await waitFor(() => expect(checked('item-pattern-add')).toBe(true));
    expect(byTestId('item-work-type')!.textContent).toBe('ほ場外作業');
    expect(byTestId('item-area-total')).toBeNull();
    expect(byTestId('item-progress')).toBeNull();
    await choose(user, 'item-season', '施肥');
    await waitFor(() => expect(checked('item-pattern-overwrite')).toBe(true));
    expect(byTestId('item-work-type')!.textContent).toBe('ほ場作業');
    expect(byTestId('item-area-total')).not.toBeNull();
  });

  it('a num detail with unit and auto per 10a is added through 項目追加 and registered', async () => {
    const created = item(9, FIELD, { item_name: '追肥' });
    const gw = mockGateway({ [LIST]: { data: SEASONS }, 'POST /inasaku/items': { data: created } });
    const { user } = renderScreen(WorksDetailEdit, { path: '/works/detail/edit?viewMode=a&season_id=s1' });
    await screen.findByTestId('item-name');
    await waitFor(() => expect(checked('item-pattern-overwrite')).toBe(true));
    await fill(user, byTestId('item-name')!, '追肥');
    await addDetailThroughPopup(user, '施用量', '数値', 'kg', true);
    await addDetailThroughPopup(user, '肥料名', '文字');
    expect(detailNames()).toEqual(['実施日', '作業者', '施用量', '肥料名']);
    expect(screen.getByText('10a当たり')).toBeTruthy();
    await fill(user, byTestId('item-area-total')!, '12.345');
    await screen.findByText('整数9桁以内、小数2桁以内の数値で入力してください。');
    expect(button('登録').disabled).toBe(true);
    await fill(user, byTestId('item-area-total')!, '1200.5');

    await user.click(await ready('登録'));
    await screen.findByText('登録しました。');
    expect(gw.callsTo('POST /inasaku/items')[0].body).toEqual({
      management_id: 'mgmt-2026',
      season_id: 's1',
      item_name: '追肥',
      item_area_total: '1200.5',
      item_progress: '1',
      item_pattern: '2',
      item_details: [
        { item_detail_name: '実施日', item_detail_type: 'date', item_detail_key: null, item_detail_unit: null, item_detail_auto: false, display_flg: true },
        { item_detail_name: '作業者', item_detail_type: 'list', item_detail_key: 'users', item_detail_unit: null, item_detail_auto: false, display_flg: false },
        { item_detail_name: '施用量', item_detail_type: 'num', item_detail_key: null, item_detail_unit: 'kg', item_detail_auto: true, display_flg: false },
        { item_detail_name: '肥料名', item_detail_type: 'string', item_detail_key: null, item_detail_unit: null, item_detail_auto: false, display_flg: false },
      ],
    });
    await waitFor(() => expect(location().pathname).toBe('/works'));
  });

  it('the popup offers unit only for num and auto only for num in a field item', async () => {
    mockGateway({ [LIST]: { data: SEASONS } });
    const { user } = renderScreen(WorksDetailEdit, { path: '/works/detail/edit?viewMode=a&season_id=s2' });
    await screen.findByTestId('item-name');
    await waitFor(() => expect(checked('item-pattern-add')).toBe(true));
    await user.click(byTestId('detail-add')!);
    const form = await popup();
    expect(within(form).queryByTestId('detail-unit')).toBeNull();
    await user.click(within(form).getByText('数値'));
    await within(form).findByTestId('detail-unit');
    // 機械整備 is non-field work: no per-10a calculation.
    expect(within(form).queryByTestId('detail-auto')).toBeNull();
    await fill(user, within(form).getByTestId('detail-name'), 'あ'.repeat(11));
    await screen.findByText('入力可能な文字数（10文字）を超えています。');
    expect(document.querySelector<HTMLButtonElement>('[data-testid="detail-popup-ok"]')!.disabled).toBe(true);
  });
});

describe('works-detail-edit: edit', () => {
  it('opened from the dashboard: loads the item, moves and deletes rows after the fixed ones, saves and goes back', async () => {
    const gw = mockGateway({ [LIST]: { data: SEASONS }, 'PUT /inasaku/items': { data: MOTOGOE } });
    const { user } = renderScreen(WorksDetailEdit, {
      path: '/works/detail/edit?viewMode=e&season_id=s1&item_id=i1&routeName=dashboard',
      routeName: 'works-detail-edit',
    });
    await waitFor(() => expect((byTestId('item-name') as HTMLInputElement | null)?.value).toBe('元肥'));
    expect((byTestId('item-area-total') as HTMLInputElement).value).toBe('250.5');
    expect(detailNames()).toEqual(['実施日', '作業者', '施用量', '肥料名']);
    const ups = () => [...document.querySelectorAll<HTMLButtonElement>('[data-testid="detail-up"]')];
    const downs = () => [...document.querySelectorAll<HTMLButtonElement>('[data-testid="detail-down"]')];
    expect(ups().map((b) => b.disabled)).toEqual([true, false]);
    expect(downs().map((b) => b.disabled)).toEqual([false, true]);
    await user.click(ups()[1]);
    expect(detailNames()).toEqual(['実施日', '作業者', '肥料名', '施用量']);

    // Change 肥料名 to a num: the edit popup keeps its id.
    await user.click(document.querySelectorAll<HTMLButtonElement>('[data-testid="detail-edit"]')[0]);
    const form = await popup();
    expect((within(form).getByTestId('detail-name') as HTMLInputElement).value).toBe('肥料名');
    await user.click(within(form).getByText('数値'));
    await fill(user, await within(form).findByTestId('detail-unit'), 'L');
    await user.click(document.querySelector<HTMLButtonElement>('[data-testid="detail-popup-ok"]')!);
    await user.click(document.querySelectorAll<HTMLButtonElement>('[data-testid="detail-delete"]')[1]);
    expect(detailNames()).toEqual(['実施日', '作業者', '肥料名']);

    await user.click(await ready('保存'));
    await screen.findByText('変更を保存しました。');
    const body = gw.callsTo('PUT /inasaku/items')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ item_id: 'i1', season_id: 's1', item_name: '元肥', item_area_total: '250.5', item_progress: '1', item_pattern: '2' });
    expect(body.item_details).toEqual([
      { item_detail_id: 'i1-d0', item_detail_name: '実施日', item_detail_type: 'date', item_detail_key: null, item_detail_unit: null, item_detail_auto: false, display_flg: true },
      { item_detail_id: 'i1-d1', item_detail_name: '作業者', item_detail_type: 'list', item_detail_key: 'users', item_detail_unit: null, item_detail_auto: false, display_flg: false },
      { item_detail_id: 'd-txt', item_detail_name: '肥料名', item_detail_type: 'num', item_detail_key: null, item_detail_unit: 'L', item_detail_auto: false, display_flg: false },
    ]);
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it("a non-field item is saved without progress and area total; キャンセル goes back to works", async () => {
    const gw = mockGateway({ [LIST]: { data: SEASONS }, 'PUT /inasaku/items': { data: SEIBI } });
    const { user, unmount } = renderScreen(WorksDetailEdit, { path: '/works/detail/edit?viewMode=e&season_id=s2&item_id=i2' });
    await waitFor(() => expect((byTestId('item-name') as HTMLInputElement | null)?.value).toBe('トラクター整備'));
    // The season (and so the non-field layout) comes from Form.useWatch, one render after the name.
    await waitFor(() => expect(byTestId('item-progress')).toBeNull());
    await user.click(await ready('保存'));
    await waitFor(() => expect(gw.callsTo('PUT /inasaku/items')).toHaveLength(1));
    expect(gw.callsTo('PUT /inasaku/items')[0].body).toMatchObject({ item_area_total: null, item_progress: null, item_pattern: '1' });
    unmount();
    const second = renderScreen(WorksDetailEdit, { path: '/works/detail/edit?viewMode=e&season_id=s2&item_id=i2' });
    await second.user.click(await screen.findByTestId('item-cancel'));
    await waitFor(() => expect(location().pathname).toBe('/works'));
  });

  it('the add link is disabled at 20 rows', async () => {
    const many = Array.from({ length: 18 }, (_, i): ItemDetail => ({ ...txtDetail, item_detail_id: `d${i}`, item_detail_name: `項目${i + 1}` }));
    const full = { ...MOTOGOE, item_details: [...fixedDetails('i1'), ...many] };
    mockGateway({ [LIST]: { data: [{ ...FIELD, items: [full] }, OTHER] } });
    renderScreen(WorksDetailEdit, { path: '/works/detail/edit?viewMode=e&season_id=s1&item_id=i1' });
    await waitFor(() => expect(document.querySelectorAll('[data-testid="detail-row"]')).toHaveLength(20));
    expect((byTestId('detail-add') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('項目は20行まで登録できます。')).toBeTruthy();
  });

  it('削除 asks 削除しますか？; read-only disables every write', async () => {
    const gw = mockGateway({ [LIST]: { data: SEASONS }, 'DELETE /inasaku/items': { data: { item_id: 'i1' } } });
    const { user, unmount } = renderScreen(WorksDetailEdit, { path: '/works/detail/edit?viewMode=e&season_id=s1&item_id=i1' });
    await user.click(await ready('削除'));
    await screen.findByText('削除しますか？');
    await user.click(button('はい'));
    await waitFor(() => expect(gw.callsTo('DELETE /inasaku/items')[0]?.body).toEqual({ management_id: 'mgmt-2026', item_id: 'i1' }));
    await waitFor(() => expect(location().pathname).toBe('/works'));
    unmount();

    renderScreen(WorksDetailEdit, { path: '/works/detail/edit?viewMode=e&season_id=s1&item_id=i1', session: { canEdit: false, pastYear: true } });
    await screen.findByTestId('item-name');
    expect(button('保存').disabled).toBe(true);
    expect(button('削除').disabled).toBe(true);
    expect((byTestId('detail-add') as HTMLButtonElement).disabled).toBe(true);
    expect([...document.querySelectorAll<HTMLButtonElement>('[data-testid="detail-delete"]')].every((b) => b.disabled)).toBe(true);
    expect(button('キャンセル').disabled).toBe(false);
  });

  it('shows a 400 under its field', async () => {
    mockGateway({ [LIST]: { data: SEASONS }, 'PUT /inasaku/items': err(400, 'VALIDATION', '作業項目名は必須項目です。', 'item_name') });
    const { user } = renderScreen(WorksDetailEdit, { path: '/works/detail/edit?viewMode=e&season_id=s1&item_id=i1' });
    await user.click(await ready('保存'));
    await screen.findByText('作業項目名は必須項目です。');
    expect(location().pathname).toBe('/works/detail/edit');
  });
});
