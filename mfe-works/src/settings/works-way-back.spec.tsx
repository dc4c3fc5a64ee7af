import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Season } from '@inasaku/contracts';
import type { RemoteRouteProps } from '@inasaku/ui';
import { button, location, ready, renderScreen, settled, mockGateway } from '@inasaku/ui/testing';
import { item, season } from './testing/fixtures';
import Works from './Works';
import WorksDetailEdit from './WorksDetailEdit';

// antd forms in jsdom are slow, more so on a busy machine.
jest.setTimeout(90_000);

/** The works list and the item edit screen under one router and one query cache, as the shell mounts them. */
function WorksScreens(props: RemoteRouteProps) {
  return (
    <Routes>
      <Route path="/works" element={<Works {...props} />} />
      <Route path="/works/detail/edit" element={<WorksDetailEdit {...props} />} />
    </Routes>
  );
}

const itemNames = () => [...document.querySelectorAll('[data-testid="item-row"]')].map((r) => r.textContent ?? '');

/**
 * The server's seasons, changed by the item delete. After the write, a read asked from the works
 * list waits until released: what the list shows until then is what the cache held on the way back.
 */
function worksServer() {
  const FIELD = season(1, '施肥');
  FIELD.items = [item(1, FIELD, { item_name: '元肥' }), item(2, FIELD, { item_name: '追肥' })];
  let seasons: Season[] = [FIELD];
  let written = false;
  let released = false;
  const held: Array<() => void> = [];
  mockGateway({
    'GET /inasaku/season-histories': () => ({ data: seasons }),
    'DELETE /inasaku/items': (body) => {
      const { item_id } = body as { item_id: string };
      written = true;
      seasons = seasons.map((s) => ({ ...s, items: s.items.filter((i) => i.item_id !== item_id) }));
      return { data: { item_id } };
    },
  });
  const answer = global.fetch;
  global.fetch = (async (input: string, init?: RequestInit) => {
    const onList = location().pathname === '/works';
    if (written && !released && onList && (init?.method ?? 'GET') === 'GET') await new Promise<void>((release) => held.push(release));
    return answer(input, init);
  }) as typeof fetch;
  return { release: () => { released = true; held.splice(0).forEach((r) => r()); } };
}

describe('works: the way back from the item edit screen', () => {
  it('an item deleted on its edit screen is gone from the works list at once, never shown for a moment', async () => {
    const server = worksServer();
    const { user } = renderScreen(WorksScreens, { path: '/works' });
    await screen.findByText('追肥');
    await settled();
    expect(itemNames().some((t) => t.includes('追肥'))).toBe(true);
    await user.click(screen.getByText('追肥'));
    await waitFor(() => expect(location().pathname).toBe('/works/detail/edit'));
    await user.click(await ready('削除'));
    await screen.findByText('削除しますか？');
    await user.click(button('はい'));
    await waitFor(() => expect(location().pathname).toBe('/works'));
    await waitFor(() => expect(document.querySelector('[data-testid="item-row"]')).not.toBeNull());
    expect(itemNames().some((t) => t.includes('追肥'))).toBe(false);
    expect(itemNames().some((t) => t.includes('元肥'))).toBe(true);
    server.release();
    await settled();
    expect(itemNames().some((t) => t.includes('追肥'))).toBe(false);
  });
});
