import { act, screen, waitFor } from '@testing-library/react';
import { field } from '../test/fixtures';
import { err, mockGateway, button, byTestId, location, renderScreen, mapProps } from '@inasaku/ui/testing';
import PaddyFieldAdd from './PaddyFieldAdd';

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));

const markerIds = () => (mapProps().markers ?? []).map((m) => m.id);
const clickMap = (lat: number, lng: number) => act(() => mapProps().onMapClick!(lat, lng));
const clickMarker = (id: string) => act(() => mapProps().onMarkerClick!(id));

function setup(routes = {}, session = {}) {
  const gw = mockGateway({
    'GET /inasaku/paddy-fields': { data: [field(1, { name: '北1' })] },
    'GET /inasaku/landmarks': { data: { list: [] } },
    ...routes,
  });
  return { gw, ...renderScreen(PaddyFieldAdd, { path: '/paddy-fields/add', session }) };
}

describe('paddy-field-add (spec 000 §2.4)', () => {
  it('shows the sticky hint and the existing fields as pins', async () => {
    setup();
    expect(byTestId('map-hint')?.textContent).toContain('地図をクリックするとマーカーを設置します。');
    await waitFor(() => expect(markerIds()).toEqual(['f1']));
    expect(button('ほ場を登録').disabled).toBe(true);
  });

  it('a map click adds a pin, a click on a new pin removes it, existing pins stay', async () => {
    setup();
    await waitFor(() => expect(markerIds()).toEqual(['f1']));
    clickMap(35.6, 139.6);
    clickMap(35.7, 139.7);
    expect(markerIds()).toEqual(['f1', 'new-1', 'new-2']);
    expect(byTestId('new-pin-count')?.textContent).toBe('2件のほ場を選択中');
    clickMarker('new-1');
    expect(markerIds()).toEqual(['f1', 'new-2']);
    clickMarker('f1');
    expect(markerIds()).toEqual(['f1', 'new-2']);
    await act(async () => button('キャンセル').click());
    expect(markerIds()).toEqual(['f1']);
  });

  it('ほ場を登録 sends every pin as map_pos and goes to paddy-field-show', async () => {
    const { gw, user } = setup({ 'POST /inasaku/paddy-fields': { data: [field(2), field(3)] } });
    await waitFor(() => expect(markerIds()).toEqual(['f1']));
    clickMap(35.123456789, 139.5);
    clickMap(35.2, 139.25);
    await user.click(button('ほ場を登録'));
    await screen.findByText('登録しました。');
    expect(gw.callsTo('POST /inasaku/paddy-fields')[0].body).toEqual({
      management_id: 'mgmt-2026',
      paddy_fields: [{ map_pos: '35.1234568,139.5' }, { map_pos: '35.2,139.25' }],
    });
    await waitFor(() => expect(location().pathname).toBe('/paddy-fields/show'));
  });

  it('a failed registration shows 登録に失敗しました。 and keeps the pins', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({ 'POST /inasaku/paddy-fields': err(500, 'INTERNAL', 'x') });
    clickMap(35.6, 139.6);
    await user.click(button('ほ場を登録'));
    await screen.findByText('登録に失敗しました。');
    expect(markerIds()).toContain('new-1');
    expect(location().pathname).toBe('/paddy-fields/add');
  });

  it('in a past year the map adds nothing and the button stays disabled', async () => {
    setup({}, { canEdit: false, pastYear: true });
    await waitFor(() => expect(markerIds()).toEqual(['f1']));
    clickMap(35.6, 139.6);
    expect(markerIds()).toEqual(['f1']);
    expect(byTestId('map-hint')?.textContent).toContain('過去の年度を表示しています。');
    expect(button('ほ場を登録').disabled).toBe(true);
  });
});
