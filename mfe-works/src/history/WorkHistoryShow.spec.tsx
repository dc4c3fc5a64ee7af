import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pinMarkerIcon } from '@inasaku/map';
import { field, history, SEASONS } from '../common/test/fixtures';
import { button, byTestId, fill, renderScreen, viewport, err, mockGateway, mapCalls, mapProps } from '@inasaku/ui/testing';
import WorkHistoryShow from './WorkHistoryShow';

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));
jest.setTimeout(60_000);

const FIELDS = [field(1, { area: '10', brand: 'コシヒカリ' }), field(2, { area: '20' }), field(3)];
const USERS = {
  list: [
    { user_id: 'user-1', display_name: '田中太郎', color: '#E57373' },
    { user_id: 'u2', display_name: '佐藤花子', color: '#64B5F6' },
  ],
  total_count: 2,
};
const H1 = history('h1', {
  image_paths: ['mgmt-2026/image/1700000000000/0.jpg'],
  image_urls: ['/media/file/mgmt-2026/image/1700000000000/0.jpg'],
});
const H2 = history('h2', { item_id: 'i2', item_name: '追肥', work_date: '2026-06-10', worker: '佐藤花子' });
const G1 = history('g1', {
  season_id: 's2', season_name: '機械整備', item_id: 'i9', item_name: 'トラクター点検', is_not_paddy_field_item: true,
  paddy_field_id: null, paddy_field_name: null, work_date: '2026-04-20',
});

function setup(routes = {}, session = {}) {
  const gw = mockGateway({
    'GET /inasaku/season-histories': { data: SEASONS },
    'GET /inasaku/paddy-fields': { data: FIELDS },
    'GET /inasaku/paddy-field-histories': { data: [{ paddy_field_id: 'f2', season_id: 's1', item_id: 'i1', count: 1, last_work_date: null }] },
    'GET /inasaku/landmarks': { data: { list: [] } },
    'GET /inasaku/users': { data: USERS },
    'GET /inasaku/work-histories': { data: [H1, H2] },
    'GET /inasaku/global-work-histories': { data: [G1] },
    ...routes,
  });
  return { gw, ...renderScreen(WorkHistoryShow, { path: '/work-histories/show', session, routeName: 'work-history-show' }) };
}

const icon = (id: string) => mapProps().markers!.find((m) => m.id === id)!.icon.url;
const clickPin = (id: string) => act(() => mapProps().onMarkerClick!(id));
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="history-panel"] [data-testid="history-row"]')];
const ready = () => waitFor(() => expect(mapProps().markers).toHaveLength(3));
const chooseRadio = async (testId: string, name: string) => {
  const el = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-testid="${testId}"][data-name="${name}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  fireEvent.click(el.closest('label')?.querySelector('input') ?? el);
};
const popup = () => byTestId('history-popup');

describe('work-history-show (spec 000 §2.7, §4.6)', () => {
  beforeEach(() => viewport(1280));

  it('a marker click selects the field and lists its histories; a second click deselects', async () => {
    const { gw } = setup();
    await ready();
    expect(byTestId('history-panel-hint')).not.toBeNull();
    expect(['bar-work', 'bar-location', 'bar-area', 'bar-search'].every((id) => byTestId(id))).toBe(true);
    clickPin('f1');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(gw.callsTo('GET /inasaku/work-histories')[0].query.get('paddy_field_id')).toBe('f1');
    expect(byTestId('history-panel-title')!.textContent).toBe('田1');
    expect(rows()[0].textContent).toContain('元肥');
    expect(rows()[0].textContent).toContain('2026/05/01');
    expect(icon('f1')).toBe(pinMarkerIcon('042').url);
    clickPin('f1');
    await waitFor(() => expect(byTestId('history-panel-hint')).not.toBeNull());
    expect(icon('f1')).toBe(pinMarkerIcon('040').url);
  });

  it('work filter: stored pins for the item; the chosen item clicked again deselects; a non-field item lists global histories', async () => {
    const { gw, user } = setup();
    await ready();
    await user.click(byTestId('bar-work')!);
    expect(byTestId('work-filter')).not.toBeNull();
    await chooseRadio('season-option', '施肥');
    await chooseRadio('item-option', '元肥');
    await waitFor(() => expect(icon('f2')).toBe(pinMarkerIcon('041').url));
    expect(icon('f1')).toBe(pinMarkerIcon('040').url);
    clickPin('f2');
    await waitFor(() => expect(icon('f2')).toBe(pinMarkerIcon('043').url));
    // Clicking the chosen item again deselects it.
    await chooseRadio('item-option', '元肥');
    await waitFor(() => expect(icon('f2')).toBe(pinMarkerIcon('042').url));
    expect((document.querySelector('[data-name="元肥"] input, input[data-name="元肥"]') as HTMLInputElement | null)?.checked ?? false).toBe(false);

    // A non-field item: global histories, the field deselected.
    await chooseRadio('season-option', '機械整備');
    await chooseRadio('item-option', 'トラクター点検');
    await waitFor(() => expect(rows().map((r) => r.dataset.item)).toEqual(['トラクター点検']));
    expect(gw.callsTo('GET /inasaku/global-work-histories')[0].query.get('item_id')).toBe('i9');
    expect(byTestId('history-panel-title')!.textContent).toContain('トラクター点検');
    expect(icon('f2')).toBe(pinMarkerIcon('040').url);
    // Selecting a field clears the non-field item.
    clickPin('f3');
    await waitFor(() => expect(byTestId('history-panel-title')!.textContent).toBe('田3'));
    expect(byTestId('work-filter-chip')).toBeNull();
  });

  it('the popup: reference with images and zoom, edit and save, then the selection clears and data reloads', async () => {
    const { gw, user } = setup({ 'PUT /inasaku/work-histories/h1': { data: H1 } });
    await ready();
    clickPin('f1');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(rows()[0]);
    await waitFor(() => expect(popup()?.dataset.mode).toBe('reference'));
    const values = Object.fromEntries(
      [...popup()!.querySelectorAll<HTMLElement>('[data-testid="history-value"]')].map((v) => [v.dataset.name, v.textContent]),
    );
    expect(values['実施日']).toBe('2026/05/01');
    expect(values['作業者']).toBe('田中太郎');
    expect(values['施肥量']).toBe('30kg（10aあたり 30kg）');
    await user.click(within(popup()!).getByTestId('history-image'));
    await waitFor(() => expect((byTestId('image-zoom') as HTMLImageElement).src).toContain('/media/file/mgmt-2026/image/1700000000000/0.jpg'));
    await user.click(byTestId('image-zoom-close')!);

    await user.click(button('編集する'));
    expect(popup()!.dataset.mode).toBe('edit');
    expect(within(popup()!).getAllByTestId('image-preview')).toHaveLength(1);
    await waitFor(() => expect(button('保存').disabled).toBe(false));
    const amount = within(popup()!).getByTestId('detail-施肥量') as HTMLInputElement;
    expect(amount.value).toBe('30');
    await fill(user, amount, 'abc');
    await screen.findByText('整数9桁以内、小数3桁以内の数値で入力してください。');
    await waitFor(() => expect(button('保存').disabled).toBe(true));
    await fill(user, amount, '45');
    await fill(user, within(popup()!).getByTestId('detail-メモ'), '雨のため半量');
    await user.click(within(popup()!).getByTestId('image-delete'));
    await user.click(button('キャンセル'));
    expect(popup()!.dataset.mode).toBe('reference');
    await user.click(button('編集する'));
    await fill(user, within(popup()!).getByTestId('detail-施肥量'), '45');
    await waitFor(() => expect(button('保存').disabled).toBe(false));
    const summariesBefore = gw.callsTo('GET /inasaku/paddy-field-histories').length;
    await user.click(button('保存'));
    await waitFor(() => expect(popup()).toBeNull());
    expect(gw.callsTo('PUT /inasaku/work-histories/h1')[0].body).toEqual({
      management_id: 'mgmt-2026',
      work_items: { 'd-date': '2026-05-01', 'd-worker': '田中太郎', 'd-amount': '45' },
      image_paths: ['mgmt-2026/image/1700000000000/0.jpg'],
    });
    await waitFor(() => expect(byTestId('history-panel-hint')).not.toBeNull());
    expect(gw.callsTo('GET /inasaku/paddy-field-histories').length).toBe(summariesBefore + 1);
    expect(icon('f1')).toBe(pinMarkerIcon('040').url);
  });

  it('削除 asks 削除しますか？ and deletes; a failure alerts 通信エラー', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { gw, user } = setup({ 'DELETE /inasaku/global-work-histories/g1': [err(500, 'INTERNAL', 'x'), { data: { work_history_id: 'g1' } }] });
    await ready();
    await user.click(byTestId('bar-work')!);
    await chooseRadio('season-option', '機械整備');
    await chooseRadio('item-option', 'トラクター点検');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(rows()[0]);
    await user.click(await waitFor(() => button('編集する')));
    await user.click(button('削除'));
    await screen.findByText('削除しますか？');
    await user.click(button('はい'));
    await screen.findByText('通信エラー');
    await user.click(button('OK'));
    await waitFor(() => expect(button('削除').disabled).toBe(false));
    await user.click(button('削除'));
    await waitFor(() => expect([...document.querySelectorAll('button')].filter((b) => b.textContent === 'はい')).toHaveLength(1));
    await user.click(button('はい'));
    await waitFor(() => expect(popup()).toBeNull());
    expect(gw.callsTo('DELETE /inasaku/global-work-histories/g1')).toHaveLength(2);
    // The non-field item stays chosen and its list reloads.
    await waitFor(() => expect(gw.callsTo('GET /inasaku/global-work-histories').length).toBeGreaterThanOrEqual(2));
  });

  it('read-only: the popup shows the history but 編集する is disabled', async () => {
    const { user } = setup({}, { canEdit: false, pastYear: true });
    await ready();
    expect(screen.getByText('過去の年度を表示しています。')).toBeTruthy();
    clickPin('f1');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(rows()[1]);
    await waitFor(() => expect(byTestId('history-popup-item')?.textContent).toBe('追肥'));
    expect(button('編集する').disabled).toBe(true);
  });

  it('a history load failure alerts the error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({ 'GET /inasaku/work-histories': err(404, 'NOT_FOUND', 'ほ場が見つかりません。') });
    await ready();
    clickPin('f1');
    await screen.findByText('ほ場が見つかりません。');
  });

  it('search: required text, hits per field and ほ場外作業, a header centres the map; no hits says so', async () => {
    const { gw, user } = setup({
      'GET /inasaku/search-work-histories': [
        {
          data: {
            listPaddy: [{ paddy_field_id: 'f3', paddy_field_name: '田3', map_pos: '35.5,139.53', area: '1234.5', brand_name: null, workHistories: [H1] }],
            listNotPaddy: [G1],
            total_count: 2,
            truncated: false,
            next_offset: null,
          },
        },
        { data: { listPaddy: [], listNotPaddy: [], total_count: 0, truncated: false, next_offset: null } },
      ],
    });
    await ready();
    await user.click(byTestId('bar-search')!);
    expect(byTestId('search-panel')!.textContent).toContain('作業の検索');
    await user.click(byTestId('search-submit')!);
    await screen.findByText('検索文字列は必須項目です。');
    expect(gw.callsTo('GET /inasaku/search-work-histories')).toHaveLength(0);
    await fill(user, byTestId('search-text')!, '田中');
    await user.click(byTestId('search-submit')!);
    const groups = await waitFor(() => {
      const g = [...document.querySelectorAll<HTMLElement>('[data-testid="search-group"]')];
      expect(g).toHaveLength(2);
      return g;
    });
    expect(gw.callsTo('GET /inasaku/search-work-histories')[0].query.get('q')).toBe('田中');
    expect(groups[0].textContent).toContain('田3');
    expect(groups[0].textContent).toContain('1,234.5a');
    expect(groups[1].textContent).toContain('ほ場外作業');
    expect(groups[1].textContent).toContain('トラクター点検');
    await user.click(within(groups[0]).getByTestId('search-group-header'));
    expect(mapCalls.panTo.at(-1)).toEqual([35.5, 139.53, 17]);
    expect(icon('f3')).toBe(pinMarkerIcon('042').url);
    // A hit opens its popup.
    await user.click(within(groups[1]).getByTestId('history-row'));
    await waitFor(() => expect(byTestId('history-popup-item')?.textContent).toBe('トラクター点検'));
    await user.click(button('閉じる'));
    await fill(user, byTestId('search-text')!, 'ないもの');
    await user.click(byTestId('search-submit')!);
    await waitFor(() => expect(byTestId('search-empty')?.textContent).toBe('検索条件と一致する作業履歴が見つかりません。'));
    expect(byTestId('search-more')).toBeNull();
  });

  it('search pages: the count says how many are shown; さらに表示 adds older hits until the last page', async () => {
    const group = (id: string, name: string, hits: ReturnType<typeof history>[]) => ({
      paddy_field_id: id, paddy_field_name: name, map_pos: '35.5,139.5', area: null, brand_name: null, workHistories: hits,
    });
    const hit = (id: string, fieldId = 'f1') => history(id, { paddy_field_id: fieldId, work_date: '2026-05-01' });
    const firstHits = Array.from({ length: 29 }, (_, i) => hit(`a${i}`));
    const { gw, user } = setup({
      'GET /inasaku/search-work-histories': (_body: unknown, query: URLSearchParams) =>
        query.get('offset') === '30'
          ? { data: { listPaddy: [group('f1', '田1', [hit('b1')]), group('f2', '田2', [hit('b2', 'f2')])], listNotPaddy: [], total_count: 32, truncated: false, next_offset: null } }
          : { data: { listPaddy: [group('f1', '田1', firstHits)], listNotPaddy: [G1], total_count: 32, truncated: true, next_offset: 30 } },
    });
    await ready();
    await user.click(byTestId('bar-search')!);
    await fill(user, byTestId('search-text')!, '元肥');
    await user.click(byTestId('search-submit')!);
    await waitFor(() => expect(byTestId('search-count')?.textContent).toBe('該当32件のうち新しい順に30件を表示しています。'));
    expect(byTestId('search-more')!.textContent).toBe('さらに表示');
    expect(gw.callsTo('GET /inasaku/search-work-histories')[0].query.has('offset')).toBe(false);
    await user.click(byTestId('search-more')!);
    await waitFor(() => expect(byTestId('search-more')).toBeNull());
    const calls = gw.callsTo('GET /inasaku/search-work-histories');
    expect(calls).toHaveLength(2);
    expect([calls[1].query.get('q'), calls[1].query.get('offset')]).toEqual(['元肥', '30']);
    const groups = [...document.querySelectorAll<HTMLElement>('[data-testid="search-group"]')];
    // The older hit of 田1 joins its group; the new field comes after it, ほ場外作業 stays last.
    expect(groups.map((g) => [g.dataset.field, within(g).getAllByTestId('history-row').length])).toEqual([
      ['f1', 30],
      ['f2', 1],
      ['not-paddy', 1],
    ]);
    expect(groups[0].textContent).toContain('30件');
    expect(byTestId('search-count')).toBeNull();
    // A new search starts again from the first page.
    await user.click(byTestId('search-submit')!);
    await waitFor(() => expect(byTestId('search-count')?.textContent).toBe('該当32件のうち新しい順に30件を表示しています。'));
    expect(gw.callsTo('GET /inasaku/search-work-histories')[2].query.has('offset')).toBe(false);
  });

  it('a failing さらに表示 alerts the error and keeps the hits listed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({
      'GET /inasaku/search-work-histories': (_body: unknown, query: URLSearchParams) =>
        query.get('offset')
          ? err(500, 'INTERNAL', '通信エラーが発生しました。')
          : { data: { listPaddy: [], listNotPaddy: [G1], total_count: 40, truncated: true, next_offset: 30 } },
    });
    await ready();
    await user.click(byTestId('bar-search')!);
    await fill(user, byTestId('search-text')!, 'トラクター');
    await user.click(byTestId('search-submit')!);
    await waitFor(() => expect(byTestId('search-more')).not.toBeNull());
    await user.click(byTestId('search-more')!);
    await screen.findByText('通信エラーが発生しました。');
    expect(document.querySelectorAll('[data-testid="search-panel"] [data-testid="history-row"]')).toHaveLength(1);
    expect(byTestId('search-more')).not.toBeNull();
  });

  it('ほ場面積: per brand count and area with thousands separators', async () => {
    const { user } = setup({
      'GET /inasaku/paddy-field-areas': {
        data: [
          { brand_id: 'b1', brand_name: 'コシヒカリ', count: 1200, area: '12345.67' },
          { brand_id: null, brand_name: '-', count: 3, area: '0.33' },
        ],
      },
    });
    await ready();
    await user.click(byTestId('bar-area')!);
    const panel = await waitFor(() => {
      const p = byTestId('area-panel');
      expect(p?.textContent).toContain('12,345.67');
      return p!;
    });
    for (const text of ['ほ場面積', '品種', '枚', '面積(a)', '1,200', '-', '1,203']) expect(panel.textContent).toContain(text);
    expect(byTestId('area-total')!.textContent).toBe('12,346');
  });

  it('person filter: last 7 days, hours with the push rule, users with swatches; 設定 draws trails in the user colours', async () => {
    jest.useFakeTimers({ now: new Date('2026-05-10T05:25:00Z'), doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearImmediate'] });
    try {
      const p = (lat: number) => ({ lat, lon: 139.5, location_time: '2026-05-10T13:00:00+09:00' });
      const { gw, user } = setup({ 'GET /api/location': { data: { 'user-1': [p(35.1), p(35.2)], u2: [p(35.3)] } } });
      await ready();
      await user.click(byTestId('bar-location')!);
      const panel = byTestId('person-filter')!;
      expect((panel.querySelector('[data-testid="person-filter-date"] input, input[data-testid="person-filter-date"]') as HTMLInputElement).value).toBe('2026/05/10');
      expect(within(panel).getByTestId('person-filter-start').textContent).toContain('12:00');
      expect(within(panel).getByTestId('person-filter-end').textContent).toContain('15:00');
      const swatches = within(panel).getAllByTestId('user-swatch').map((s) => s.style.background);
      expect(swatches).toEqual(['rgb(229, 115, 115)', 'rgb(100, 181, 246)']);
      // Start moved to 16:00 (after the end): the end follows one hour along.
      await user.click(within(panel).getByTestId('person-filter-start').querySelector('input') as HTMLElement);
      await user.click(await screen.findByText('16:00', { selector: '.ant-select-item-option-content' }));
      await waitFor(() => expect(within(panel).getByTestId('person-filter-end').textContent).toContain('17:00'));
      // Uncheck 佐藤花子.
      const sato = within(panel).getAllByTestId('person-filter-user')[1] as HTMLInputElement;
      expect(sato.checked).toBe(true);
      await user.click(sato);
      await waitFor(() => expect(sato.checked).toBe(false));
      await user.click(byTestId('person-filter-apply')!);
      await waitFor(() => expect(byTestId('person-filter')).toBeNull());
      const call = gw.callsTo('GET /api/location')[0];
      expect(call.query.get('location_time_from')).toBe('2026-05-10T16:00:00+09:00');
      expect(call.query.get('location_time_to')).toBe('2026-05-10T17:00:00+09:00');
      expect(mapProps().polylines).toEqual([{ id: 'user-1', color: '#E57373', weight: 4, points: [[35.1, 139.5], [35.2, 139.5]] }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('on a phone the side panel is hidden until a field is selected', async () => {
    viewport(390);
    setup();
    await ready();
    expect(byTestId('history-panel')).toBeNull();
    clickPin('f1');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userClose();
    expect(byTestId('history-panel')).toBeNull();
    expect(byTestId('history-panel-open')).not.toBeNull();
  });
});

async function userClose() {
  fireEvent.click(byTestId('history-panel')!.querySelector('button[aria-label="閉じる"]')!);
  await waitFor(() => expect(byTestId('history-panel')).toBeNull());
}
