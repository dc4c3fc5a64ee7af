import { FUDE_POLYGON_CREDIT, type FudePolygon } from '@inasaku/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { field } from '../test/fixtures';
import { mockGateway, button, byTestId, renderScreen, mapProps } from '@inasaku/ui/testing';
import PaddyFieldAdd from './PaddyFieldAdd';

jest.mock('@inasaku/map', () => ({ ...jest.requireActual('@inasaku/map'), FarmMap: jest.requireActual('@inasaku/ui/testing').MockFarmMap }));

const ids = () => (mapProps().markers ?? []).map((m) => m.id);
const outlines = () => (mapProps().polygons ?? []).map((p) => p.id);
const tap = (lat: number, lng: number) => act(() => mapProps().onMapClick!(lat, lng));

// Two paddies side by side near (37.9, 139.0); nothing else.
function fude(n: number): FudePolygon {
  const lng = 139 + n * 0.002;
  return {
    polygon_uuid: `uuid-${n}`,
    land_type: '100',
    local_government_cd: '152021',
    issue_year: 2024,
    boundary: { type: 'Polygon', coordinates: [[[lng, 37.9], [lng + 0.001, 37.9], [lng + 0.001, 37.901], [lng, 37.901], [lng, 37.9]]] },
    area_a: 97.55 + n,
  };
}

function fudeAt(_: unknown, q: URLSearchParams) {
  const lat = Number(q.get('lat'));
  const lng = Number(q.get('lng'));
  for (const n of [0, 1]) {
    const west = 139 + n * 0.002;
    if (lat > 37.9 && lat < 37.901 && lng > west && lng < west + 0.001) return { data: fude(n) };
  }
  return { data: null };
}

function setup() {
  const gw = mockGateway({
    'GET /inasaku/paddy-fields': { data: [field(1)] },
    'GET /inasaku/landmarks': { data: { list: [] } },
    'GET /inasaku/fude-polygons/at': fudeAt,
    'POST /inasaku/paddy-fields': { data: [field(2), field(3), field(4)] },
  });
  return { gw, ...renderScreen(PaddyFieldAdd, { path: '/paddy-fields/add' }) };
}

describe('ほ場登録 with 筆ポリゴン', () => {
  it('outlines each tapped 筆, keeps a plain pin where there is none, and registers boundaries', async () => {
    const { gw, user } = setup();
    await waitFor(() => expect(ids()).toEqual(['f1']));
    expect(mapProps().extraAttribution).toBe(FUDE_POLYGON_CREDIT);
    tap(37.9005, 139.0005);
    tap(37.9005, 139.0025);
    tap(37.95, 139.05);
    expect(ids()).toEqual(['f1', 'new-1', 'new-2', 'new-3']);
    await waitFor(() => expect(outlines()).toEqual(['new-1', 'new-2']));
    expect(byTestId('fude-area')?.textContent).toBe('筆ポリゴン 2枚（196.1a）');
    await user.click(button('ほ場を登録'));
    await waitFor(() => expect(gw.calls.some((c) => c.method === 'POST')).toBe(true));
    const body = gw.calls.find((c) => c.method === 'POST')!.body as { paddy_fields: Array<{ map_pos: string; boundary?: unknown }> };
    expect(body.paddy_fields).toEqual([
      { map_pos: '37.9005,139.0005', boundary: fude(0).boundary },
      { map_pos: '37.9005,139.0025', boundary: fude(1).boundary },
      { map_pos: '37.95,139.05' },
    ]);
  });

  it('a second tap in a chosen 筆 takes it back; two quick taps in one 筆 register it once', async () => {
    setup();
    await waitFor(() => expect(ids()).toEqual(['f1']));
    tap(37.9005, 139.0005);
    tap(37.9006, 139.0006);
    await waitFor(() => expect(outlines()).toEqual(['new-1']));
    expect(ids()).toEqual(['f1', 'new-1']);
    tap(37.9002, 139.0002);
    expect(ids()).toEqual(['f1']);
    expect(outlines()).toEqual([]);
    expect(screen.getByTestId('new-pin-count').textContent).toBe('0件のほ場を選択中');
  });
});
