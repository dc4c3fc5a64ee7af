import { act, waitFor } from '@testing-library/react';
import { field } from '../test/fixtures';
import { mockGateway, button, byTestId, renderScreen, mapProps } from '@inasaku/ui/testing';
import PaddyFieldShow from './PaddyFieldShow';

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));

// About 100 m × 100 m at 35.5°N.
const D_LAT = 0.000902;
const D_LNG = 0.0011;
const SQUARE = {
  type: 'Polygon' as const,
  coordinates: [[[139.5, 35.5], [139.5 + D_LNG, 35.5], [139.5 + D_LNG, 35.5 + D_LAT], [139.5, 35.5 + D_LAT], [139.5, 35.5]]],
};
const WITH_BOUNDARY = field(1, { name: '北1', area: '10.5', boundary: SQUARE, boundary_area_a: 99.62 });

function setup() {
  const gw = mockGateway({
    'GET /inasaku/paddy-fields': { data: [WITH_BOUNDARY, field(2)] },
    'GET /inasaku/brands': { data: [] },
    'GET /inasaku/landmarks': { data: { list: [] } },
    'PUT /inasaku/paddy-fields': (body) => ({ data: { ...WITH_BOUNDARY, boundary: (body as { boundary: unknown }).boundary, boundary_area_a: 120.5 } }),
  });
  return { gw, ...renderScreen(PaddyFieldShow, { path: '/paddy-fields/show' }) };
}

describe('paddy-field-show: boundaries', () => {
  it('draws the outline, selects by a tap inside and shows the boundary area beside the typed one', async () => {
    setup();
    await waitFor(() => expect(mapProps().polygons?.map((p) => p.id)).toEqual(['f1']));
    expect(mapProps().polygons![0].look).toBe('040');
    act(() => mapProps().onMarkerClick!('f1'));
    await waitFor(() => expect(mapProps().polygons![0].look).toBe('042'));
    expect(byTestId('field-boundary-area')?.textContent).toBe('99.62（入力した面積と異なります）');
  });

  it('edits the outline: tap adds a vertex, a handle tap deletes, undo, the area follows, save sends the polygon', async () => {
    const { gw } = setup();
    await waitFor(() => expect(mapProps().polygons?.length).toBe(1));
    act(() => mapProps().onMarkerClick!('f1'));
    await act(async () => button('輪郭を編集').click());
    expect(byTestId('boundary-editor')).not.toBeNull();
    expect(mapProps().polygonEditor?.vertices).toHaveLength(4);
    // The field's own outline gives way to the one being edited.
    expect(mapProps().polygons).toEqual([]);
    const area = () => byTestId('boundary-editor-area')?.textContent;
    const before = area();
    expect(before).toMatch(/^面積：99\.\d\da$/);
    // A tap east of the eastern side splits it: a bigger shape.
    act(() => mapProps().onMapClick!(35.5 + D_LAT / 2, 139.5 + 1.5 * D_LNG));
    expect(mapProps().polygonEditor?.vertices).toHaveLength(5);
    expect(area()).not.toBe(before);
    act(() => mapProps().polygonEditor!.onVertexClick(2));
    expect(mapProps().polygonEditor?.vertices).toHaveLength(4);
    await act(async () => button('元に戻す').click());
    expect(mapProps().polygonEditor?.vertices).toHaveLength(5);
    act(() => mapProps().polygonEditor!.onVertexMove(0, 35.5 - D_LAT, 139.5));
    await act(async () => button('輪郭を保存').click());
    await waitFor(() => expect(gw.calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = gw.calls.find((c) => c.method === 'PUT')!.body as { paddy_field_id: string; boundary: { coordinates: number[][][] } };
    expect(body.paddy_field_id).toBe('f1');
    expect(body.boundary.coordinates[0]).toHaveLength(6);
    expect(body.boundary.coordinates[0][0]).toEqual([139.5, 35.5 - D_LAT]);
    await waitFor(() => expect(byTestId('boundary-editor')).toBeNull());
    expect(mapProps().polygonEditor).toBeNull();
  });

  it('a crossing shape cannot be saved and says why in Japanese', async () => {
    setup();
    await waitFor(() => expect(mapProps().polygons?.length).toBe(1));
    act(() => mapProps().onMarkerClick!('f1'));
    await act(async () => button('輪郭を編集').click());
    act(() => mapProps().polygonEditor!.onVertexMove(1, 35.5 + D_LAT, 139.5 + D_LNG));
    act(() => mapProps().polygonEditor!.onVertexMove(2, 35.5, 139.5 + D_LNG));
    expect(byTestId('boundary-editor-problem')?.textContent).toContain('境界の辺が交差しています。');
    expect(button('輪郭を保存').disabled).toBe(true);
  });
});
