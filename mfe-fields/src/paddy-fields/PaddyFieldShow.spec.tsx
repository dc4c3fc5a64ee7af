import { act, screen, waitFor, within } from '@testing-library/react';
import { brand, field } from '../test/fixtures';
import { viewport, err, mockGateway, button, byTestId, fill, renderScreen, mapProps } from '@inasaku/ui/testing';
import PaddyFieldShow from './PaddyFieldShow';

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));

const FIELDS = [field(1, { name: '北1', area: '10.5', brand_id: 'b1', brand: 'コシヒカリ' }), field(2)];
const BRANDS = [brand(1, 'コシヒカリ'), brand(2, 'つや姫')];

function setup(routes = {}, session = {}) {
  const gw = mockGateway({
    'GET /inasaku/paddy-fields': { data: FIELDS },
    'GET /inasaku/brands': { data: BRANDS },
    'GET /inasaku/landmarks': { data: { list: [] } },
    'GET /inasaku/users': { data: { list: [{ display_name: '佐藤花子' }, { display_name: '田中太郎' }], total_count: 2 } },
    ...routes,
  });
  return { gw, ...renderScreen(PaddyFieldShow, { path: '/paddy-fields/show', session }) };
}

const panel = () => byTestId('field-panel');
const clickPin = async (id: string) => {
  await waitFor(() => expect((mapProps().markers ?? []).length).toBe(2));
  act(() => mapProps().onMarkerClick!(id));
};

describe('paddy-field-show (spec 000 §2.5)', () => {
  it('a pin click opens reference mode with 編集する; the pin gets the selected look', async () => {
    setup();
    expect(panel()).toBeNull();
    const before = mapProps().markers;
    await clickPin('f1');
    expect(panel()?.dataset.mode).toBe('reference');
    expect(panel()?.textContent).toContain('コシヒカリ');
    expect(panel()?.textContent).toContain('10.5');
    expect(button('編集する').disabled).toBe(false);
    await waitFor(() => expect(mapProps().markers!.find((m) => m.id === 'f1')!.icon.url).not.toBe(before?.find((m) => m.id === 'f1')?.icon.url ?? ''));
    act(() => mapProps().onMapClick!(35, 139));
    expect(panel()).toBeNull();
  });

  it('a pin click shows the panel first and restyles the map after that paint', async () => {
    setup();
    await waitFor(() => expect((mapProps().markers ?? []).length).toBe(2));
    const plain = mapProps().markers!;
    act(() => mapProps().onMarkerClick!('f1'));
    // The render that shows the panel hands the map the same pins: nothing of the map's to redo.
    expect(panel()?.dataset.mode).toBe('reference');
    expect(mapProps().markers).toBe(plain);
    await waitFor(() => expect(mapProps().markers!.find((m) => m.id === 'f1')!.zIndex).toBe(1));
    act(() => mapProps().onMapClick!(35, 139));
    expect(panel()).toBeNull();
    await waitFor(() => expect(mapProps().markers!.find((m) => m.id === 'f1')!.zIndex).toBe(0));
  });

  it('編集する is disabled in a past year', async () => {
    setup({}, { canEdit: false, pastYear: true });
    await clickPin('f1');
    expect(button('編集する').disabled).toBe(true);
  });

  it('edit mode: the form fields, validation messages, save disabled while invalid; キャンセル returns to reference', async () => {
    const { user } = setup();
    await clickPin('f2');
    await user.click(button('編集する'));
    expect(panel()?.dataset.mode).toBe('edit');
    expect((byTestId('field-position') as HTMLInputElement).readOnly).toBe(true);
    expect(panel()?.textContent).toContain('品種を選択してください');
    expect(panel()?.querySelectorAll('[data-testid^="pin-type-"]')).toHaveLength(10);
    await fill(user, byTestId('field-area')!, '12.345');
    await screen.findByText('整数9桁以内、小数2桁以内の数値で入力してください。');
    expect(button('保存').disabled).toBe(true);
    await fill(user, byTestId('field-area')!, '12.34');
    await waitFor(() => expect(button('保存').disabled).toBe(false));
    await fill(user, byTestId('field-name')!, '田'.repeat(101));
    await screen.findByText('入力可能な文字数（100文字）を超えています。');
    expect(button('保存').disabled).toBe(true);
    await user.click(button('キャンセル'));
    expect(panel()?.dataset.mode).toBe('reference');
  });

  it('saves name, area, brand, cultivator and pin icon, then hides the panel', async () => {
    const { gw, user } = setup({
      'PUT /inasaku/paddy-fields': (body: unknown) => ({ data: { ...FIELDS[1], ...(body as object), brand: 'つや姫' } }),
    });
    await clickPin('f2');
    await user.click(button('編集する'));
    await fill(user, byTestId('field-name')!, '南2');
    await fill(user, byTestId('field-area')!, '12.34');
    await user.click(within(panel()!).getByRole('combobox', { name: '品種' }));
    await user.click(await screen.findByText('つや姫', { selector: '.ant-select-item-option-content' }));
    const cultivator = within(panel()!).getByRole('combobox', { name: '耕作者' });
    await user.click(cultivator);
    await user.paste('佐藤');
    await user.click(await screen.findByText('佐藤花子', { selector: '.ant-select-item-option-content' }));
    await user.click(byTestId('pin-type-070')!);
    await waitFor(() => expect(button('保存').disabled).toBe(false));
    await user.click(button('保存'));
    await screen.findByText('変更を保存しました。');
    expect(gw.callsTo('PUT /inasaku/paddy-fields')[0].body).toEqual({
      management_id: 'mgmt-2026', paddy_field_id: 'f2', name: '南2', area: '12.34', brand_id: 'b2',
      kousakusha: '佐藤花子', pin_type: '070', remarks: '',
    });
    expect(panel()).toBeNull();
    expect(mapProps().markers!.find((m) => m.id === 'f2')!.title).toBe('南2\n12.34a / つや姫');
  });

  it('cultivator suggestions fall back to the own name when the users list is unavailable', async () => {
    const { user } = setup({ 'GET /inasaku/users': err(404, 'NOT_FOUND', 'x') });
    await clickPin('f2');
    await user.click(button('編集する'));
    await user.click(within(panel()!).getByRole('combobox', { name: '耕作者' }));
    await screen.findByText('田中太郎', { selector: '.ant-select-item-option-content' });
    expect(screen.queryByText('佐藤花子')).toBeNull();
  });

  it('削除 asks 削除しますか？, deletes and hides the panel; a failure alerts 削除に失敗しました。', async () => {
    const { gw, user } = setup({ 'DELETE /inasaku/paddy-fields': [err(500, 'INTERNAL', 'x'), { data: { paddy_field_ids: ['f1'] } }] });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await clickPin('f1');
    await user.click(button('編集する'));
    await user.click(button('削除'));
    await user.click(await screen.findByRole('button', { name: 'はい' }));
    await screen.findByText('削除に失敗しました。');
    await user.click(button('OK'));
    await waitFor(() => expect(button('削除').className).not.toContain('ant-btn-loading'));
    await user.click(button('削除'));
    await waitFor(() => expect([...document.querySelectorAll('button')].filter((b) => b.textContent === 'はい')).toHaveLength(1));
    await user.click(button('はい'));
    await waitFor(() => expect(panel()).toBeNull());
    expect(gw.callsTo('DELETE /inasaku/paddy-fields')[1].body).toEqual({ management_id: 'mgmt-2026', paddy_field_ids: ['f1'] });
    expect(mapProps().markers!.map((m) => m.id)).toEqual(['f2']);
  });

  it('the filter icon toggles the per-brand area table with thousands separators', async () => {
    const { user } = setup({
      'GET /inasaku/paddy-field-areas': {
        data: [
          { brand_id: 'b1', brand_name: 'コシヒカリ', count: 1200, area: '12345.67' },
          { brand_id: null, brand_name: '-', count: 3, area: '0.33' },
        ],
      },
    });
    expect(byTestId('area-table')).toBeNull();
    await user.click(byTestId('area-toggle')!);
    const table = await waitFor(() => {
      const t = byTestId('area-table');
      expect(t?.textContent).toContain('12,345.67');
      return t!;
    });
    expect(table.textContent).toContain('品種');
    expect(table.textContent).toContain('枚');
    expect(table.textContent).toContain('面積(a)');
    expect(table.textContent).toContain('1,200');
    expect(table.textContent).toContain('合計');
    expect(table.textContent).toContain('1,203');
    expect(table.textContent).toContain('12,346');
    await user.click(byTestId('area-toggle')!);
    expect(byTestId('area-table')).toBeNull();
  });
});

describe('paddy-field-show without fields', () => {
  it('says how to register fields', async () => {
    mockGateway({
      'GET /inasaku/paddy-fields': { data: [] },
      'GET /inasaku/brands': { data: [] },
      'GET /inasaku/landmarks': { data: { list: [] } },
    });
    renderScreen(PaddyFieldShow, { path: '/paddy-fields/show' });
    await waitFor(() => expect(byTestId('map-hint')?.textContent).toContain('ほ場が登録されていません。'));
  });
});

describe('paddy-field-show without fields on a phone', () => {
  afterEach(() => viewport(1280));

  it('puts the hint below the top-left buttons (入出力, 面積) on a phone, at the top on a desktop', async () => {
    mockGateway({
      'GET /inasaku/paddy-fields': { data: [] },
      'GET /inasaku/brands': { data: [] },
      'GET /inasaku/landmarks': { data: { list: [] } },
    });
    viewport(390);
    const phone = renderScreen(PaddyFieldShow, { path: '/paddy-fields/show' });
    await waitFor(() => expect(byTestId('map-hint')?.textContent).toContain('ほ場が登録されていません。'));
    const top = (el: Element | null) => parseFloat((el?.parentElement as HTMLElement).style.top);
    const buttons = (byTestId('transfer-open')?.parentElement as HTMLElement).style;
    // Buttons: 10 px down, 40 px tall (size large); the hint starts below them.
    expect(buttons.top).toBe('10px');
    expect(top(byTestId('map-hint'))).toBeGreaterThanOrEqual(10 + 40);
    phone.unmount();

    viewport(1280);
    renderScreen(PaddyFieldShow, { path: '/paddy-fields/show' });
    await waitFor(() => expect(byTestId('map-hint')?.textContent).toContain('ほ場が登録されていません。'));
    expect(top(byTestId('map-hint'))).toBe(10);
  });
});
