import { act, screen, waitFor } from '@testing-library/react';
import { PRODUCT_ID_MESSAGE } from '@inasaku/domain';
import { paged, sensor } from '../sensors/test/fixtures';
import { button, byTestId, fill, ready, withPlan, err, mockGateway, mapProps } from '@inasaku/ui/testing';
import { DRAFT_ID } from './sensor-mode';
import SensorAdd from './SensorAdd';

// The water remote's screens run for an account with the water-management feature.
const { renderScreen } = withPlan({ water: true });

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));

const LIST = [sensor('WL-1', { sensor_name: '北の田', status: '1' }), sensor('WL-2', { sensor_name: '', status: '9', latitude: 35.6, longitude: 139.6 })];
const marker = (id: string) => mapProps().markers?.find((m) => m.id === id);

function setup(routes = {}, session = {}) {
  const gw = mockGateway({ 'GET /api/sensor/all': paged(LIST), ...routes });
  return { gw, ...renderScreen(SensorAdd, { path: '/sensor/add', routeName: 'sensor-add', session }) };
}

async function placeDraft(user: ReturnType<typeof setup>['user']) {
  await waitFor(() => expect(mapProps().markers).toHaveLength(2));
  await user.click(button('センサー追加'));
  act(() => mapProps().onMapClick!(35.7, 139.7));
  act(() => mapProps().onMarkerDragEnd!(DRAFT_ID, 35.71, 139.71));
  await user.click(button('入力する'));
  return screen.findByTestId('sensor-id');
}

describe('SensorAdd (sensor registration map)', () => {
  it('add: sticky hint, existing markers neither clickable nor draggable, 保存 registers and shows the token once with a copy button', async () => {
    const { gw, user } = setup({
      'POST /api/sensor': { data: { result: '0', message: '', device_token: 'tok_abc123', sensor: sensor('WL-9') } },
    });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    expect(marker('WL-1')?.draggable).toBe(true);
    await user.click(button('センサー追加'));
    expect(byTestId('map-hint')?.textContent).toBe(
      '登録する位置をクリックしてください。クリック後、マーカーをドラッグして位置を調整し「入力する」を押してください。',
    );
    expect(marker('WL-1')?.draggable).toBe(false);
    expect(button('入力する').disabled).toBe(true);
    act(() => mapProps().onMapClick!(35.7, 139.7));
    expect(marker(DRAFT_ID)).toMatchObject({ lat: 35.7, lng: 139.7, draggable: true });
    act(() => mapProps().onMarkerDragEnd!(DRAFT_ID, 35.71, 139.71));
    // Existing markers do nothing while adding.
    act(() => mapProps().onMarkerClick!('WL-1'));
    act(() => mapProps().onMarkerDragEnd!('WL-1', 35, 139));
    expect(byTestId('sensor-form')).toBeNull();
    expect(byTestId('sensor-move-actions')).toBeNull();
    await user.click(button('入力する'));
    const id = await screen.findByTestId('sensor-id');
    // Nothing typed: the product ID is required.
    expect(button('保存').disabled).toBe(true);
    expect(byTestId('sensor-delete')).toBeNull();
    await fill(user, id, 'WL-9');
    await fill(user, byTestId('sensor-name')!, '東の田');
    await user.click(await ready('保存'));
    await screen.findByText('登録しました。');
    expect(gw.callsTo('POST /api/sensor')[0].body).toEqual({ lat: 35.71, lon: 139.71, sensor_id: 'WL-9', sensor_name: '東の田', management_id: 'mgmt-2026' });
    const token = await screen.findByTestId('device-token');
    expect((token as HTMLInputElement).value).toBe('tok_abc123');
    await user.click(byTestId('token-copy')!);
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('tok_abc123');
    await screen.findByText('コピーしました。');
    await user.click(byTestId('token-close')!);
    await waitFor(() => expect(byTestId('device-token')).toBeNull());
    expect(gw.callsTo('GET /api/sensor/all')).toHaveLength(2);
  });

  it('a product ID already registered: the server message in the form, which stays', async () => {
    const { user } = setup({ 'POST /api/sensor': { data: { result: '9', message: 'この製品IDは既に登録されています。' } } });
    const id = await placeDraft(user);
    await fill(user, id, 'WL-1');
    await user.click(await ready('保存'));
    await waitFor(() => expect(byTestId('sensor-form-error')?.textContent).toBe('この製品IDは既に登録されています。'));
    expect(byTestId('sensor-form')).toBeTruthy();
    expect(byTestId('device-token')).toBeNull();
  });

  it('the server message goes once the product ID is changed, and comes back on the next refused save', async () => {
    const { user } = setup({ 'POST /api/sensor': { data: { result: '9', message: 'この製品IDは既に登録されています。' } } });
    const id = await placeDraft(user);
    await fill(user, id, 'WL-1');
    await user.click(await ready('保存'));
    await waitFor(() => expect(byTestId('sensor-form-error')?.textContent).toBe('この製品IDは既に登録されています。'));
    await fill(user, id, 'WL-7');
    await waitFor(() => expect(byTestId('sensor-form-error')).toBeNull());
    await user.click(await ready('保存'));
    await waitFor(() => expect(byTestId('sensor-form-error')?.textContent).toBe('この製品IDは既に登録されています。'));
  });

  it('product ID and name are limited to 100 characters', async () => {
    const { user } = setup();
    const id = await placeDraft(user);
    await fill(user, id, 'x'.repeat(101));
    await screen.findByText('入力可能な文字数（100文字）を超えています。');
    expect(button('保存').disabled).toBe(true);
    await fill(user, id, 'x'.repeat(100));
    await fill(user, byTestId('sensor-name')!, 'あ'.repeat(101));
    await waitFor(() => expect(button('保存').disabled).toBe(true));
    await fill(user, byTestId('sensor-name')!, 'あ'.repeat(100));
    await ready('保存');
  });

  it('a product ID is a name: wildcards, slashes, $, spaces and full-width characters get the product-ID message under the field', async () => {
    const { gw, user } = setup({
      'POST /api/sensor': { data: { result: '0', message: '', device_token: 'tok_x', sensor: sensor('WL_9.a-b') } },
    });
    const id = await placeDraft(user);
    for (const bad of ['+', '#', 'a/b', '$SYS', ' WL-9', 'WL-9 ', 'WL\u30009', 'ＷＬ９']) {
      await fill(user, id, bad);
      await screen.findByText(PRODUCT_ID_MESSAGE);
      expect(button('保存').disabled).toBe(true);
    }
    await fill(user, id, 'WL_9.a-b');
    await waitFor(() => expect(screen.queryByText(PRODUCT_ID_MESSAGE)).toBeNull());
    await user.click(await ready('保存'));
    await screen.findByText('登録しました。');
    expect(gw.callsTo('POST /api/sensor')).toHaveLength(1);
  });

  it('a sensor stored with an ID outside the rule can still be renamed and deleted (its ID is only looked up)', async () => {
    const { gw, user } = setup({
      'GET /api/sensor/all': paged([sensor('old id+1', { sensor_name: '古い' })]),
      'PUT /api/sensor': { data: { result: '0', message: '' } },
    });
    await waitFor(() => expect(mapProps().markers).toHaveLength(1));
    act(() => mapProps().onMarkerClick!('old id+1'));
    await screen.findByTestId('sensor-id');
    expect(screen.queryByText(PRODUCT_ID_MESSAGE)).toBeNull();
    await fill(user, byTestId('sensor-name')!, '新しい');
    await user.click(await ready('保存'));
    await screen.findByText('変更を保存しました。');
    expect(gw.callsTo('PUT /api/sensor')[0].body).toEqual({ sensor_id: 'old id+1', sensor_name: '新しい', management_id: 'mgmt-2026' });
    act(() => mapProps().onMarkerClick!('old id+1'));
    expect((await ready('削除')).disabled).toBe(false);
  });

  it('cancel in the add form removes the new marker and returns to show', async () => {
    const { user } = setup();
    await placeDraft(user);
    await user.click(button('キャンセル'));
    await waitFor(() => expect(byTestId('sensor-form')).toBeNull());
    expect(marker(DRAFT_ID)).toBeUndefined();
    expect(button('センサー追加').disabled).toBe(false);
  });

  it('edit: the product ID is read-only; 保存 renames; 削除しますか？ then 水位センサーを削除しました。', async () => {
    const { gw, user } = setup({
      'PUT /api/sensor': { data: { result: '0', message: '' } },
      'DELETE /api/sensor': { data: { result: '0', message: '' } },
    });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    act(() => mapProps().onMarkerClick!('WL-1'));
    const id = (await screen.findByTestId('sensor-id')) as HTMLInputElement;
    expect(id.value).toBe('WL-1');
    expect(id.disabled).toBe(true);
    await fill(user, byTestId('sensor-name')!, '北の田2');
    await user.click(await ready('保存'));
    await screen.findByText('変更を保存しました。');
    expect(gw.callsTo('PUT /api/sensor')[0].body).toEqual({ sensor_id: 'WL-1', sensor_name: '北の田2', management_id: 'mgmt-2026' });

    act(() => mapProps().onMarkerClick!('WL-1'));
    await user.click(await ready('削除'));
    await screen.findByText('削除しますか？');
    await user.click(button('はい'));
    await screen.findByText('水位センサーを削除しました。');
    expect(gw.callsTo('DELETE /api/sensor')[0].body).toEqual({ sensor_id: 'WL-1', management_id: 'mgmt-2026' });
    await waitFor(() => expect(mapProps().markers?.map((m) => m.id)).toEqual(['WL-2']));
  });

  it('edit: トークンを再発行 asks first and shows the new token once', async () => {
    const { gw, user } = setup({ 'POST /api/sensor/token': { data: { result: '0', message: '', device_token: 'tok_new' } } });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    act(() => mapProps().onMarkerClick!('WL-2'));
    await user.click(await ready('トークンを再発行'));
    await screen.findByText('トークンを再発行しますか？今までのトークンは使えなくなります。');
    await user.click(button('はい'));
    expect(((await screen.findByTestId('device-token')) as HTMLInputElement).value).toBe('tok_new');
    expect(gw.callsTo('POST /api/sensor/token')[0].body).toEqual({ sensor_id: 'WL-2', management_id: 'mgmt-2026' });
  });

  it('move: a drag shows 位置を保存 / キャンセル; saving says 位置を保存しました。; a failure alerts 通信エラー', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { gw, user } = setup({ 'PUT /api/sensor': [err(500, 'INTERNAL', 'x'), { data: { result: '0', message: '' } }] });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    act(() => mapProps().onMarkerDragEnd!('WL-2', 35.8, 139.8));
    expect(marker('WL-2')).toMatchObject({ lat: 35.8, lng: 139.8 });
    expect(byTestId('map-hint')?.textContent).toBe('位置を保存するか、キャンセルしてください。');
    await user.click(button('キャンセル'));
    expect(marker('WL-2')).toMatchObject({ lat: 35.6, lng: 139.6 });
    act(() => mapProps().onMarkerDragEnd!('WL-2', 35.9, 139.9));
    await user.click(button('位置を保存'));
    await screen.findByText('通信エラー');
    await user.click(button('OK'));
    await user.click(await ready('位置を保存'));
    await screen.findByText('位置を保存しました。');
    expect(gw.callsTo('PUT /api/sensor')[1].body).toEqual({ sensor_id: 'WL-2', latitude: 35.9, longitude: 139.9, management_id: 'mgmt-2026' });
    expect(marker('WL-2')).toMatchObject({ lat: 35.9, lng: 139.9 });
  });

  it('read-only: nothing can be added, dragged or saved', async () => {
    setup({}, { canEdit: false, pastYear: true });
    await waitFor(() => expect(mapProps().markers).toHaveLength(2));
    expect(button('センサー追加').disabled).toBe(true);
    expect(marker('WL-1')?.draggable).toBe(false);
    expect(byTestId('map-hint')?.textContent).toBe('過去の年度を表示しています。');
    act(() => mapProps().onMarkerClick!('WL-1'));
    await screen.findByTestId('sensor-id');
    expect(button('保存').disabled).toBe(true);
    expect(button('削除').disabled).toBe(true);
  });
});
