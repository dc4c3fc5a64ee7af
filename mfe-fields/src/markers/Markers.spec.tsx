import { HOME_MARKER_ID } from '@inasaku/map';
import { act, screen, waitFor } from '@testing-library/react';
import { err, mockGateway, button, byTestId, fill, ready, renderScreen, USER, mapCalls, mapProps } from '@inasaku/ui/testing';
import Markers from './Markers';

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));

const AREA_POS = (body: unknown) => ({ data: { area_name: '東京都千代田区', area_pos: body } });
const home = () => byTestId('home-marker');
const zoomTo = (z: number) => act(() => mapProps().onZoomChange!(z));

function setup(session: object = {}, routes = {}) {
  const gw = mockGateway({ 'GET /inasaku/landmarks': { data: { list: [] } }, 'PUT /inasaku/account-area-pos': AREA_POS, ...routes });
  return { gw, ...renderScreen(Markers, { path: '/markers', session }) };
}

describe('markers, the home-position tool', () => {
  it('without a home position: zoom 5, clicks below 17 set nothing; at 17 a click saves with ホーム位置を保存しました。', async () => {
    const { gw, session } = setup({ user: { ...USER, area_pos: null } });
    expect(mapProps().zoom).toBe(5);
    expect(home()).toBeNull();
    expect(byTestId('map-hint')?.textContent).toContain('ズームレベル17以上に拡大してください');
    act(() => mapProps().onMapClick!(35.6, 139.7));
    zoomTo(16);
    act(() => mapProps().onMapClick!(35.6, 139.7));
    expect(gw.callsTo('PUT /inasaku/account-area-pos')).toHaveLength(0);
    expect(home()).toBeNull();

    zoomTo(17);
    expect(byTestId('map-hint')?.textContent).toContain('地図をクリックすると');
    act(() => mapProps().onMapClick!(35.6, 139.7));
    await screen.findByText('ホーム位置を保存しました。');
    expect(gw.callsTo('PUT /inasaku/account-area-pos')[0].body).toEqual({ latitude: 35.6, longitude: 139.7 });
    expect(gw.callsTo('PUT /inasaku/account-area-pos')[0].query.get('management_id')).toBe('mgmt-2026');
    expect(session.refreshUser).toHaveBeenCalled();
    expect(home()?.dataset).toMatchObject({ lat: '35.6', lng: '139.7', draggable: 'yes' });
  });

  it('a drag shows 地図の中心に設定 / キャンセル; キャンセル puts the marker back, saving says 位置を保存しました。', async () => {
    const { gw, user } = setup();
    expect(mapProps().zoom).toBe(17);
    expect(home()?.dataset.draggable).toBe('yes');
    act(() => mapProps().onMarkerDragEnd!(HOME_MARKER_ID, 35.51, 139.51));
    expect(home()?.dataset.lat).toBe('35.51');
    await user.click(button('キャンセル'));
    expect(home()?.dataset.lat).toBe('35.5');
    expect(byTestId('home-actions')).toBeNull();

    act(() => mapProps().onMarkerDragEnd!(HOME_MARKER_ID, 35.52, 139.52));
    await user.click(button('地図の中心に設定'));
    await screen.findByText('位置を保存しました。');
    expect(gw.callsTo('PUT /inasaku/account-area-pos')[0].body).toEqual({ latitude: 35.52, longitude: 139.52 });
    expect(byTestId('home-actions')).toBeNull();
  });

  it('below zoom 17 the marker cannot be dragged and a pending move cannot be saved', async () => {
    const { gw } = setup();
    act(() => mapProps().onMarkerDragEnd!(HOME_MARKER_ID, 35.51, 139.51));
    zoomTo(16);
    expect(home()?.dataset.draggable).toBe('no');
    expect(button('地図の中心に設定').disabled).toBe(true);
    act(() => mapProps().onMapClick!(35.53, 139.53));
    expect(home()?.dataset.lat).toBe('35.51');
    expect(gw.callsTo('PUT /inasaku/account-area-pos')).toHaveLength(0);
  });

  it('the search button is disabled while the box is empty; one result moves the map to zoom 17', async () => {
    const { gw, user } = setup({ user: { ...USER, area_pos: null } }, {
      'GET /inasaku/geocode': { data: [{ label: '東京都千代田区千代田', latitude: 35.68, longitude: 139.75 }] },
    });
    expect(button('検索').disabled).toBe(true);
    await fill(user, byTestId('address-input')!, '   ');
    expect(button('検索').disabled).toBe(true);
    await fill(user, byTestId('address-input')!, '100-0001');
    await user.click(button('検索'));
    await waitFor(() => expect(mapCalls.panTo.at(-1)).toEqual([35.68, 139.75, 17]));
    expect(gw.callsTo('GET /inasaku/geocode')[0].query.get('q')).toBe('100-0001');
    expect(byTestId('map-hint')?.textContent).toContain('地図をクリックすると');
  });

  it('several candidates are listed to choose from', async () => {
    const { user } = setup({}, {
      'GET /inasaku/geocode': {
        data: [
          { label: '新潟県南魚沼市六日町', latitude: 37.06, longitude: 138.87 },
          { label: '新潟県魚沼市', latitude: 37.23, longitude: 138.96 },
        ],
      },
    });
    await fill(user, byTestId('address-input')!, '魚沼');
    await user.click(button('検索'));
    const results = await screen.findAllByTestId('address-result');
    expect(results.map((r) => r.textContent)).toEqual(['新潟県南魚沼市六日町', '新潟県魚沼市']);
    await user.click(results[1]);
    expect(mapCalls.panTo.at(-1)).toEqual([37.23, 138.96, 17]);
    expect(byTestId('address-results')).toBeNull();
  });

  it('no candidates: 見つかりません; a provider failure: エラー発生', async () => {
    const { user, gw } = setup({}, { 'GET /inasaku/geocode': err(404, 'GEOCODE_NO_RESULTS', '見つかりません') });
    await fill(user, byTestId('address-input')!, 'どこにもない町');
    await user.click(button('検索'));
    await waitFor(() => expect(byTestId('address-error')?.textContent).toBe('見つかりません'));
    gw.set('GET /inasaku/geocode', err(502, 'GEOCODE_FAILED', 'エラー発生'));
    await user.click(await ready('検索'));
    await waitFor(() => expect(byTestId('address-error')?.textContent).toBe('エラー発生'));
  });

  it('a past year cannot set the home position', async () => {
    const { gw } = setup({ pastYear: true, canEdit: false });
    expect(home()?.dataset.draggable).toBe('no');
    act(() => mapProps().onMapClick!(35.6, 139.7));
    expect(gw.callsTo('PUT /inasaku/account-area-pos')).toHaveLength(0);
    expect(byTestId('map-hint')?.textContent).toContain('過去の年度');
  });
});
