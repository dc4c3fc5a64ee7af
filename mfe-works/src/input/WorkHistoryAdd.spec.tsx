import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pinMarkerIcon } from '@inasaku/map';
import { field, SEASONS } from '../common/test/fixtures';
import { button, byTestId, fill, renderScreen, viewport, err, mockGateway, mapProps } from '@inasaku/ui/testing';
import WorkHistoryAdd from './WorkHistoryAdd';

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));

const FIELDS = [
  field(1, { area: '10.1', brand: 'コシヒカリ', brand_id: 'b1' }),
  field(2, { area: '20.2', brand: null }),
  field(3, { area: '0.2', brand: 'コシヒカリ', brand_id: 'b1' }),
  field(4, { area: '5', brand: 'つや姫', brand_id: 'b2', pin_type: '070' }),
];
const USERS = { list: [{ user_id: 'user-1', display_name: '田中太郎', color: '#E57373' }, { user_id: 'u2', display_name: '佐藤花子', color: '#64B5F6' }], total_count: 2 };

beforeAll(() => {
  // jsdom decodes no images: every photo reads as a small 640x480 picture, within the limits.
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = async () => ({ width: 640, height: 480, close: () => undefined });
});

/** The year's results: one of `item_id` on `paddy_field_id`. */
const resultOf = (paddy_field_id: string, item_id: string) => ({ data: [{ paddy_field_id, season_id: 's1', item_id, count: 1, last_work_date: null }] });
const SAVED_NOTHING = { data: { work_histories: [], replaced_work_history_ids: [], area_total: '0', log_id: 'l' } };

function setup(routes = {}, session = {}) {
  const gw = mockGateway({
    'GET /inasaku/season-histories': { data: SEASONS },
    'GET /inasaku/paddy-fields': { data: FIELDS },
    'GET /inasaku/paddy-field-histories': { data: [] },
    'GET /inasaku/landmarks': { data: { list: [] } },
    'GET /inasaku/users': { data: USERS },
    ...routes,
  });
  return { gw, ...renderScreen(WorkHistoryAdd, { path: '/work-histories/add', session, routeName: 'work-history-add' }) };
}

const option = (testId: string, name: string) =>
  waitFor(() => {
    const el = document.querySelector<HTMLElement>(`[data-testid="${testId}"][data-name="${name}"]`);
    expect(el).not.toBeNull();
    return el!;
  });
const chooseRadio = async (testId: string, name: string) => {
  const el = await option(testId, name);
  fireEvent.click(el.closest('label')?.querySelector('input') ?? el);
};
const icon = (id: string) => mapProps().markers!.find((m) => m.id === id)!.icon.url;
const clickPin = (id: string) => act(() => mapProps().onMarkerClick!(id));
const hint = () => byTestId('input-hint')?.textContent ?? '';
const dialogEl = () => document.querySelector<HTMLElement>('[data-testid="work-input-body"]');
type User = ReturnType<typeof setup>['user'];
const chooseItem = async (season: string, item: string) => {
  await chooseRadio('season-option', season);
  await chooseRadio('item-option', item);
};
/** Selects the pins, then 入力する: the input dialog. */
const openInput = async (user: User, ...pins: string[]) => {
  for (const id of pins) clickPin(id);
  await user.click(button('入力する'));
  return waitFor(() => dialogEl()!);
};
/** The n-th 作業者 shortcut (required), then 保存する once it is enabled. */
const pickWorkerAndSave = async (user: User, dlg: HTMLElement, n: number) => {
  await user.click(within(dlg).getAllByTestId('user-shortcut')[n]);
  await waitFor(() => expect(button('保存する').disabled).toBe(false));
  await user.click(button('保存する'));
};
/** Once the map shows the fields: the item, one pin, 入力する, the first 作業者 and 保存する. */
const saveOnField = async (user: User, season: string, item: string, pin: string) => {
  await waitFor(() => expect(mapProps().markers).toHaveLength(4));
  await chooseItem(season, item);
  await pickWorkerAndSave(user, await openInput(user, pin), 0);
};

jest.setTimeout(60_000);

describe('work-history-add (spec 000 §2.6, §4.5)', () => {
  beforeEach(() => viewport(1280));

  it('season then item; a field item selects pins and the 選択済み panel sums them', async () => {
    setup({ 'GET /inasaku/paddy-field-histories': resultOf('f2', 'i1') });
    await waitFor(() => expect(mapProps().markers).toHaveLength(4));
    expect(hint()).toBe('作業項目を選択してください');
    // No item chosen: a pin click does nothing.
    clickPin('f1');
    expect(byTestId('selected-panel')).toBeNull();

    await chooseItem('施肥', '元肥');
    await waitFor(() => expect(byTestId('selected-panel')).not.toBeNull());
    expect(hint()).toBe('ほ場を選択してください');
    expect(byTestId('selected-item-name')!.textContent).toBe('元肥');
    expect(button('入力する').disabled).toBe(true);
    // f2 already holds a result of 元肥: the stored look.
    expect(icon('f2')).toBe(pinMarkerIcon('041').url);
    expect(icon('f1')).toBe(pinMarkerIcon('040').url);

    clickPin('f1');
    clickPin('f2');
    clickPin('f4');
    clickPin('f3');
    clickPin('f4'); // toggles off again
    expect(icon('f1')).toBe(pinMarkerIcon('042').url);
    expect(icon('f2')).toBe(pinMarkerIcon('043').url);
    expect(icon('f4')).toBe(pinMarkerIcon('070').url);
    const brands = [...document.querySelectorAll('[data-testid="selected-brand"]')].map((e) => e.textContent);
    expect(brands).toEqual(['コシヒカリ2枚', '-1枚']);
    expect(byTestId('selected-area-total')!.textContent).toBe('30.5a');
    expect(document.querySelectorAll('[data-testid="selected-field"]')).toHaveLength(3);
    expect(button('入力する').disabled).toBe(false);
  });

  it('enters the details with a photo for three fields and saves; the selection clears and the item stays chosen', async () => {
    const saved = { work_histories: [], replaced_work_history_ids: [], area_total: '30.5', log_id: 'log1' };
    const { gw, user } = setup({
      'GET /inasaku/paddy-field-histories': [
        { data: [] },
        { data: [] },
        { data: ['f1', 'f2', 'f3'].map((id) => ({ paddy_field_id: id, season_id: 's1', item_id: 'i1', count: 1, last_work_date: '2026-05-01' })) },
      ],
      'POST /media': { data: { list: [{ path: 'mgmt-2026/image/1700000000000/0.jpg', url: '/media/file/x', content_type: 'image/jpeg', size: 3 }] } },
      'POST /inasaku/work-histories': { data: saved },
    });
    await waitFor(() => expect(mapProps().markers).toHaveLength(4));
    await chooseItem('施肥', '元肥');
    const dlg = await openInput(user, 'f1', 'f2', 'f3');
    expect(screen.getByText('作業項目入力')).toBeTruthy();
    expect(within(dlg).getByTestId('work-input-fields').textContent).toContain('30.5a');
    // One input per detail type: date, list with shortcuts, num with unit, textarea, text.
    expect(within(dlg).getByTestId('detail-実施日')).toBeTruthy();
    const amount = within(dlg).getByTestId('detail-施肥量');
    expect(amount.closest('.ant-input-affix-wrapper')?.textContent).toContain('kg');
    expect(within(dlg).getByTestId('detail-メモ').tagName).toBe('TEXTAREA');
    expect(within(dlg).getByTestId('detail-肥料名').tagName).toBe('INPUT');
    // 作業者 (list) is required: 保存する waits for it.
    await waitFor(() => expect(button('保存する').disabled).toBe(true));
    const shortcuts = within(dlg).getAllByTestId('user-shortcut');
    expect(shortcuts.map((b) => b.textContent)).toEqual(['田中太郎', '佐藤花子']);
    await user.click(shortcuts[0]);
    await user.click(shortcuts[1]);
    expect((within(dlg).getByTestId('detail-作業者') as HTMLInputElement).value).toBe('田中太郎、佐藤花子');
    await fill(user, amount, '1.2345');
    await screen.findByText('整数9桁以内、小数3桁以内の数値で入力してください。');
    await waitFor(() => expect(button('保存する').disabled).toBe(true));
    await fill(user, amount, '30');
    // per 10a over fields of 10.1, 20.2 and 0.2 a
    await waitFor(() => expect(within(dlg).getByTestId('auto-施肥量').textContent).toBe('10aあたり 14.85〜1,500kg'));
    await fill(user, within(dlg).getByTestId('detail-肥料名'), '  ');

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_0001.JPEG', { type: 'image/jpeg' });
    await user.upload(within(dlg).getByTestId('image-input') as HTMLInputElement, photo);
    await waitFor(() => expect(within(dlg).getAllByTestId('image-preview')).toHaveLength(1));
    expect(within(dlg).getByTestId('image-preview').dataset.name).toBe('IMG_0001.jpg');

    await waitFor(() => expect(button('保存する').disabled).toBe(false));
    await user.click(button('保存する'));
    await screen.findByText('登録しました。');

    const upload = gw.callsTo('POST /media')[0];
    expect(upload.query.get('management_id')).toBe('mgmt-2026');
    const files = (upload.body as FormData).getAll('file') as File[];
    expect(files.map((f) => f.name)).toEqual(['IMG_0001.jpg']);
    const body = gw.callsTo('POST /inasaku/work-histories')[0].body as Record<string, unknown>;
    expect(body.management_id).toBe('mgmt-2026');
    expect(body.area_total).toBe('30.5');
    const rows = body.work_histories as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.paddy_field_id)).toEqual(['f1', 'f2', 'f3']);
    expect(rows[0]).toEqual({
      paddy_field_id: 'f1', season_id: 's1', item_id: 'i1',
      work_items: { 'd-date': expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 'd-worker': '田中太郎、佐藤花子', 'd-amount': '30' },
      image_paths: ['mgmt-2026/image/1700000000000/0.jpg'],
    });
    // After save: dialog closed, selection cleared, item re-applied, the fields now stored.
    await waitFor(() => expect(dialogEl()).toBeNull());
    expect(byTestId('selected-item-name')!.textContent).toBe('元肥');
    expect(document.querySelectorAll('[data-testid="selected-field"]')).toHaveLength(0);
    await waitFor(() => expect(icon('f1')).toBe(pinMarkerIcon('041').url));
    expect(icon('f4')).toBe(pinMarkerIcon('070').url);
  });

  it('asks the overwrite question when a selected field already has a result; いいえ saves nothing', async () => {
    const { gw, user } = setup({
      'GET /inasaku/paddy-field-histories': resultOf('f2', 'i1'),
      'POST /inasaku/work-histories': SAVED_NOTHING,
    });
    await saveOnField(user, '施肥', '元肥', 'f2');
    await screen.findByText('すでに実績が登録されているほ場が選択されていますが、入力を継続しますか');
    await user.click(button('いいえ'));
    await waitFor(() => expect(button('保存する').className).not.toContain('ant-btn-loading'));
    expect(gw.callsTo('POST /inasaku/work-histories')).toHaveLength(0);
    await user.click(button('保存する'));
    await waitFor(() => expect([...document.querySelectorAll('button')].filter((b) => b.textContent === 'はい')).toHaveLength(1));
    await user.click(button('はい'));
    await screen.findByText('登録しました。');
    expect(gw.callsTo('POST /inasaku/work-histories')).toHaveLength(1);
  });

  it('an add-pattern item saves without asking', async () => {
    const { gw, user } = setup({
      'GET /inasaku/paddy-field-histories': resultOf('f1', 'i2'),
      'POST /inasaku/work-histories': SAVED_NOTHING,
    });
    await saveOnField(user, '施肥', '追肥', 'f1');
    await screen.findByText('登録しました。');
    expect(screen.queryByText(/入力を継続しますか/)).toBeNull();
    expect(gw.callsTo('POST /inasaku/work-histories')).toHaveLength(1);
  });

  it('a non-field item opens the dialog at once and saves a global history', async () => {
    const { gw, user } = setup({ 'POST /inasaku/global-work-histories': { data: {} } });
    await waitFor(() => expect(mapProps().markers).toHaveLength(4));
    await chooseItem('機械整備', 'トラクター点検');
    const dlg = await waitFor(() => dialogEl()!);
    expect(byTestId('selected-panel')).toBeNull();
    expect(within(dlg).queryByTestId('work-input-fields')).toBeNull();
    await user.click(within(dlg).getAllByTestId('user-shortcut')[1]);
    await fill(user, within(dlg).getByTestId('detail-メモ'), 'オイル交換');
    await waitFor(() => expect(button('保存する').disabled).toBe(false));
    await user.click(button('保存する'));
    await screen.findByText('登録しました。');
    expect(gw.callsTo('POST /inasaku/global-work-histories')[0].body).toEqual({
      management_id: 'mgmt-2026',
      work_history: {
        season_id: 's2', item_id: 'i9', image_paths: [],
        work_items: { 'd-date': expect.any(String), 'd-worker': '佐藤花子', 'd-memo': 'オイル交換' },
      },
    });
    // The pattern is add: no question, and no lookup of existing entries.
    expect(gw.callsTo('GET /inasaku/global-work-histories')).toHaveLength(0);
    await waitFor(() => expect(dialogEl()).toBeNull());
  });

  it('a non-field overwrite item with an entry this year asks first', async () => {
    const seasons = JSON.parse(JSON.stringify(SEASONS)) as typeof SEASONS;
    seasons[1].items[0].item_pattern = '2';
    const { user } = setup({
      'GET /inasaku/season-histories': { data: seasons },
      'GET /inasaku/global-work-histories': { data: [{ work_history_id: 'g1' }] },
    });
    await chooseItem('機械整備', 'トラクター点検');
    const dlg = await waitFor(() => dialogEl()!);
    await pickWorkerAndSave(user, dlg, 0);
    await screen.findByText('すでに実績が登録されていますが、入力を継続しますか');
  });

  it('a failed save alerts 通信エラー and keeps the dialog', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({ 'POST /inasaku/work-histories': err(500, 'INTERNAL', 'x') });
    await saveOnField(user, '施肥', '追肥', 'f1');
    await screen.findByText('通信エラー');
    expect(dialogEl()).not.toBeNull();
  });

  it('read-only: the item can be chosen but 入力する stays disabled', async () => {
    setup({}, { canEdit: false, pastYear: true });
    await waitFor(() => expect(mapProps().markers).toHaveLength(4));
    expect(screen.getByText('過去の年度を表示しています。')).toBeTruthy();
    await chooseItem('施肥', '元肥');
    clickPin('f1');
    await waitFor(() => expect(document.querySelectorAll('[data-testid="selected-field"]')).toHaveLength(1));
    expect(button('入力する').disabled).toBe(true);
  });

  it('the users list falls back to the own name', async () => {
    const { user } = setup({ 'GET /inasaku/users': err(404, 'NOT_FOUND', 'x') });
    await waitFor(() => expect(mapProps().markers).toHaveLength(4));
    await chooseItem('施肥', '元肥');
    const dlg = await openInput(user, 'f1');
    expect(within(dlg).getAllByTestId('user-shortcut').map((b) => b.textContent)).toEqual(['田中太郎']);
  });

  it('on a phone: the hints, the top frame closing on a field item, and 作業項目を変更', async () => {
    viewport(390);
    setup();
    await waitFor(() => expect(mapProps().markers).toHaveLength(4));
    expect(byTestId('item-frame')!.textContent).toContain('作業項目を選択してください');
    await chooseItem('施肥', '元肥');
    await waitFor(() => expect(byTestId('item-frame')).toBeNull());
    expect(hint()).toBe('ほ場を選択してください');
    expect(byTestId('selected-panel')).not.toBeNull();
    clickPin('f1');
    await waitFor(() => expect(byTestId('input-hint')).toBeNull());
    fireEvent.click(button('作業項目を変更'));
    await waitFor(() => expect(byTestId('item-frame')).not.toBeNull());
    expect(byTestId('change-item')).toBeNull();
  });
});
