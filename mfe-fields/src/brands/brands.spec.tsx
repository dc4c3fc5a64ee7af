import { screen, waitFor } from '@testing-library/react';
import { brand } from '../test/fixtures';
import { err, mockGateway, button, byTestId, fill, location, renderScreen, settled } from '@inasaku/ui/testing';
import BrandDetail from './BrandDetail';
import BrandOrder from './BrandOrder';
import Brands from './Brands';

const BRANDS = [brand(1, 'コシヒカリ'), brand(2, 'あきたこまち'), brand(3, 'ひとめぼれ')];

describe('brands', () => {
  it('lists No. and 品種名 in order; a row opens it in edit mode', async () => {
    mockGateway({ 'GET /inasaku/brands': { data: BRANDS } });
    const { user } = renderScreen(Brands, { path: '/brands' });
    await screen.findByText('あきたこまち');
    await settled();
    const rows = [...document.querySelectorAll('[data-testid="brand-row"]')].map((r) => r.textContent);
    expect(rows).toEqual(['1コシヒカリ', '2あきたこまち', '3ひとめぼれ']);
    expect(screen.getByText('No.')).toBeTruthy();
    await user.click(screen.getByText('あきたこまち'));
    await waitFor(() => expect(location().pathname).toBe('/brands/detail'));
    expect(location().search).toBe('?mode=e&brand_id=b2');
    expect(location().state).toEqual({ viewMode: 'e', viewData: BRANDS[1] });
  });

  it('追加 opens add mode; 追加 and 並び替え are disabled when read-only', async () => {
    mockGateway({ 'GET /inasaku/brands': { data: BRANDS } });
    const { user, unmount } = renderScreen(Brands, { path: '/brands' });
    await screen.findByText('コシヒカリ');
    await user.click(button('追加'));
    await waitFor(() => expect(location()).toMatchObject({ pathname: '/brands/detail', search: '?mode=a', state: { viewMode: 'a' } }));
    unmount();
    renderScreen(Brands, { path: '/brands', session: { canEdit: false, pastYear: true } });
    await screen.findByText('コシヒカリ');
    expect(button('追加').disabled).toBe(true);
    expect(button('並び替え').disabled).toBe(true);
  });

  it('alerts a list load failure with its message (spec 000 §8)', async () => {
    mockGateway({ 'GET /inasaku/brands': err(500, 'INTERNAL', 'サーバーエラーが発生しました。') });
    renderScreen(Brands, { path: '/brands' });
    await screen.findByText('サーバーエラーが発生しました。');
  });
});

describe('brands-detail', () => {
  it('add: 登録 waits for a valid name, shows the rule messages, then registers and goes back', async () => {
    const gw = mockGateway({ 'POST /inasaku/brands': { data: brand(4, 'つや姫') } });
    const { user } = renderScreen(BrandDetail, { path: '/brands/detail?mode=a', state: { viewMode: 'a' } });
    expect(button('登録').disabled).toBe(true);
    expect(() => button('削除')).toThrow();
    const input = byTestId('brand-name')!;
    await fill(user, input, '稲'.repeat(21));
    await screen.findByText('入力可能な文字数（20文字）を超えています。');
    expect(button('登録').disabled).toBe(true);
    await fill(user, input, '');
    await screen.findByText('品種名は必須項目です。');
    await fill(user, input, 'つや姫');
    await waitFor(() => expect(button('登録').disabled).toBe(false));
    await user.click(button('登録'));
    await screen.findByText('登録しました。');
    expect(gw.callsTo('POST /inasaku/brands')[0].body).toEqual({ management_id: 'mgmt-2026', brand_name: 'つや姫' });
    await waitFor(() => expect(location().pathname).toBe('/brands'));
  });

  it('edit: 保存 updates, 削除 asks 削除しますか？ and deletes', async () => {
    const gw = mockGateway({
      'PUT /inasaku/brands': { data: { ...BRANDS[0], brand_name: 'コシヒカリBL' } },
      'DELETE /inasaku/brands': { data: { brand_id: 'b1', cleared_paddy_field_count: 0 } },
    });
    const state = { viewMode: 'e', viewData: BRANDS[0] };
    const { user, unmount } = renderScreen(BrandDetail, { path: '/brands/detail?mode=e&brand_id=b1', state });
    expect((byTestId('brand-name') as HTMLInputElement).value).toBe('コシヒカリ');
    await fill(user, byTestId('brand-name')!, 'コシヒカリBL');
    await waitFor(() => expect(button('保存').disabled).toBe(false));
    await user.click(button('保存'));
    await screen.findByText('変更を保存しました。');
    expect(gw.callsTo('PUT /inasaku/brands')[0].body).toEqual({ management_id: 'mgmt-2026', brand_id: 'b1', brand_name: 'コシヒカリBL' });
    unmount();

    const second = renderScreen(BrandDetail, { path: '/brands/detail', state });
    await second.user.click(button('削除'));
    await screen.findByText('削除しますか？');
    await second.user.click(button('はい'));
    await waitFor(() => expect(gw.callsTo('DELETE /inasaku/brands')).toHaveLength(1));
    expect(gw.callsTo('DELETE /inasaku/brands')[0].body).toEqual({ management_id: 'mgmt-2026', brand_id: 'b1' });
    await waitFor(() => expect(location().pathname).toBe('/brands'));
  });

  it('edit after a reload reads the brand by the id in the query', async () => {
    mockGateway({ 'GET /inasaku/brands': { data: BRANDS } });
    renderScreen(BrandDetail, { path: '/brands/detail?mode=e&brand_id=b3' });
    await waitFor(() => expect((byTestId('brand-name') as HTMLInputElement | null)?.value).toBe('ひとめぼれ'));
    expect(button('保存')).toBeTruthy();
  });

  it('shows the server message under the name on a 400 and a failed update as 更新に失敗しました。', async () => {
    const gw = mockGateway({ 'PUT /inasaku/brands': err(400, 'VALIDATION', '入力可能な文字数（20文字）を超えています。', 'brand_name') });
    const { user } = renderScreen(BrandDetail, { path: '/brands/detail', state: { viewMode: 'e', viewData: BRANDS[0] } });
    await fill(user, byTestId('brand-name')!, 'ゆめぴりか');
    await waitFor(() => expect(button('保存').disabled).toBe(false));
    await user.click(button('保存'));
    await screen.findByText('入力可能な文字数（20文字）を超えています。');
    gw.set('PUT /inasaku/brands', err(500, 'INTERNAL', 'x'));
    await user.click(button('保存'));
    await screen.findByText('更新に失敗しました。');
  });

  it('read-only: every button that writes is disabled', async () => {
    mockGateway({});
    renderScreen(BrandDetail, { path: '/brands/detail', state: { viewMode: 'e', viewData: BRANDS[0] }, session: { canEdit: false } });
    expect(button('保存').disabled).toBe(true);
    expect(button('削除').disabled).toBe(true);
    expect(button('キャンセル').disabled).toBe(false);
  });
});

describe('brands-order', () => {
  const arrows = (testId: string) => [...document.querySelectorAll<HTMLButtonElement>(`[data-testid="${testId}"]`)];
  const names = () => [...document.querySelectorAll('[data-testid="order-row"]')].map((r) => r.textContent);

  it('the first row cannot go up, the last cannot go down', async () => {
    mockGateway({ 'GET /inasaku/brands': { data: BRANDS } });
    renderScreen(BrandOrder, { path: '/brands/order' });
    await screen.findByText('ひとめぼれ');
    await settled();
    expect(arrows('move-up').map((b) => b.disabled)).toEqual([true, false, false]);
    expect(arrows('move-down').map((b) => b.disabled)).toEqual([false, false, true]);
    expect(button('保存').disabled).toBe(true);
  });

  it('保存 sends only the changed rows and returns to brands', async () => {
    const gw = mockGateway({ 'GET /inasaku/brands': { data: BRANDS }, 'POST /inasaku/brands/order': { data: BRANDS } });
    const { user } = renderScreen(BrandOrder, { path: '/brands/order' });
    await screen.findByText('ひとめぼれ');
    await settled();
    await user.click(arrows('move-up')[2]);
    expect(names()).toEqual(['1コシヒカリ', '2ひとめぼれ', '3あきたこまち']);
    await user.click(button('保存'));
    await screen.findByText('変更を保存しました。');
    await waitFor(() => expect(location().pathname).toBe('/brands'));
    expect(gw.callsTo('POST /inasaku/brands/order')[0].body).toEqual({
      management_id: 'mgmt-2026',
      brands: [
        { brand_id: 'b3', sort_key: 3, new_sort_key: 2 },
        { brand_id: 'b2', sort_key: 2, new_sort_key: 3 },
      ],
    });
    expect(location().pathname).toBe('/brands');
  });

  it('キャンセル goes back without saving', async () => {
    const gw = mockGateway({ 'GET /inasaku/brands': { data: BRANDS } });
    const { user } = renderScreen(BrandOrder, { path: '/brands/order' });
    await screen.findByText('ひとめぼれ');
    await settled();
    await user.click(arrows('move-down')[0]);
    await user.click(button('キャンセル'));
    await waitFor(() => expect(location().pathname).toBe('/brands'));
    expect(gw.callsTo('POST /inasaku/brands/order')).toHaveLength(0);
  });
});
