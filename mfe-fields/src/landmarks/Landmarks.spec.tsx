import { act, screen, waitFor } from '@testing-library/react';
import { landmark } from '../test/fixtures';
import { err, mockGateway, button, byTestId, fill, ready, renderScreen, mapProps } from '@inasaku/ui/testing';
import { DRAFT_ID } from './landmark-mode';
import Landmarks from './Landmarks';

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));

const LIST = [landmark(1, { name: '倉庫', icon: '102' }), landmark(2)];
const marker = (id: string) => mapProps().markers?.find((m) => m.id === id);

function setup(routes = {}, session = {}) {
  const gw = mockGateway({ 'GET /inasaku/landmarks': { data: { list: LIST } }, ...routes });
  return { gw, ...renderScreen(Landmarks, { path: '/landmarks', routeName: 'landmarks', session }) };
}

describe('landmarks', () => {
  it('draws its own draggable markers and hides the map\'s landmark layer', async () => {
    setup();
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    expect(mapProps().showLandmarks).toBe(false);
    expect(marker('l1')).toMatchObject({ draggable: true, title: '倉庫' });
  });

  it('add: click the map, the draggable marker appears, 入力する opens the form with the default name, 保存 registers', async () => {
    const { gw, user } = setup({
      'POST /inasaku/landmarks': (body: unknown) => ({ data: { landmark_id: 'l3', ...(body as object) } }),
    });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    await user.click(button('ランドマークを追加'));
    expect(byTestId('map-hint')?.textContent).toContain('地図をクリック');
    expect(marker('l1')?.draggable).toBe(false);
    expect(button('入力する').disabled).toBe(true);
    act(() => mapProps().onMapClick!(35.6, 139.6));
    expect(marker(DRAFT_ID)).toMatchObject({ lat: 35.6, lng: 139.6, draggable: true });
    act(() => mapProps().onMarkerDragEnd!(DRAFT_ID, 35.61, 139.61));
    act(() => mapProps().onMarkerClick!('l1'));
    await user.click(button('入力する'));
    const name = await screen.findByTestId('landmark-name');
    expect((name as HTMLInputElement).value).toBe('ランドマーク3');
    await user.click(byTestId('landmark-icon-000')!);
    await user.click(screen.getByText('建物'));
    await user.click(await screen.findByTestId('landmark-icon-101'));
    await user.click(button('保存'));
    await screen.findByText('登録しました。');
    expect(gw.callsTo('POST /inasaku/landmarks')[0].body).toEqual({ name: 'ランドマーク3', icon: '101', latitude: 35.61, longitude: 139.61 });
    await waitFor(() => expect(mapProps().markers?.map((m) => m.id)).toEqual(['l1', 'l2', 'l3']));
  });

  it('move: a drag shows 位置を保存 / キャンセル; saving says 位置を保存しました。', async () => {
    const { gw, user } = setup({
      'PUT /inasaku/landmarks': (body: unknown) => ({ data: { ...LIST[1], ...(body as object) } }),
    });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    act(() => mapProps().onMarkerDragEnd!('l2', 35.7, 139.7));
    expect(marker('l2')).toMatchObject({ lat: 35.7, lng: 139.7 });
    expect(marker('l1')?.draggable).toBe(false);
    await user.click(button('キャンセル'));
    expect(marker('l2')).toMatchObject({ lat: LIST[1].latitude, lng: LIST[1].longitude });
    act(() => mapProps().onMarkerDragEnd!('l2', 35.8, 139.8));
    await user.click(button('位置を保存'));
    await screen.findByText('位置を保存しました。');
    expect(gw.callsTo('PUT /inasaku/landmarks')[0].body).toEqual({ landmark_id: 'l2', latitude: 35.8, longitude: 139.8 });
    expect(marker('l2')).toMatchObject({ lat: 35.8, lng: 139.8 });
  });

  it('edit: a marker click opens the form; name over 100 disables 保存; 削除 asks first', async () => {
    const { gw, user } = setup({
      'PUT /inasaku/landmarks': (body: unknown) => ({ data: { ...LIST[0], ...(body as object) } }),
      'DELETE /inasaku/landmarks': { data: { landmark_id: 'l1' } },
    });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    act(() => mapProps().onMarkerClick!('l1'));
    const name = await screen.findByTestId('landmark-name');
    expect((name as HTMLInputElement).value).toBe('倉庫');
    expect(byTestId('landmark-icon-102')?.getAttribute('aria-checked')).toBe('true');
    await fill(user, name, 'あ'.repeat(101));
    await screen.findByText('入力可能な文字数（100文字）を超えています。');
    expect(button('保存').disabled).toBe(true);
    await fill(user, name, '第二倉庫');
    await user.click(await ready('保存'));
    await screen.findByText('変更を保存しました。');
    expect(gw.callsTo('PUT /inasaku/landmarks')[0].body).toEqual({ landmark_id: 'l1', name: '第二倉庫', icon: '102' });
    await waitFor(() => expect(byTestId('landmark-form')).toBeNull());

    act(() => mapProps().onMarkerClick!('l1'));
    await user.click(await ready('削除'));
    await screen.findByText('削除しますか？');
    await user.click(button('はい'));
    await waitFor(() => expect(mapProps().markers?.map((m) => m.id)).toEqual(['l2']));
    expect(gw.callsTo('DELETE /inasaku/landmarks')[0].body).toEqual({ landmark_id: 'l1' });
  });

  it('a failure alerts 通信エラー', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({ 'PUT /inasaku/landmarks': err(500, 'INTERNAL', 'x') });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    act(() => mapProps().onMarkerDragEnd!('l2', 35.7, 139.7));
    await user.click(button('位置を保存'));
    await screen.findByText('通信エラー');
  });

  it('read-only: nothing can be added, dragged or saved', async () => {
    setup({}, { canEdit: false, pastYear: true });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    expect(button('ランドマークを追加').disabled).toBe(true);
    expect(marker('l1')?.draggable).toBe(false);
    act(() => mapProps().onMarkerClick!('l1'));
    await screen.findByTestId('landmark-name');
    expect(button('保存').disabled).toBe(true);
    expect(button('削除').disabled).toBe(true);
  });
});
