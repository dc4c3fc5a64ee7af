import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteRouteProps } from '@inasaku/ui';
import { brand } from '../test/fixtures';
import { mockGateway, button, location, renderScreen, settled } from '@inasaku/ui/testing';
import BrandDetail from './BrandDetail';
import BrandOrder from './BrandOrder';
import Brands from './Brands';

/** The brand screens under one router and one query cache, as the shell mounts them. */
function BrandScreens(props: RemoteRouteProps) {
  return (
    <Routes>
      <Route path="/brands" element={<Brands {...props} />} />
      <Route path="/brands/detail" element={<BrandDetail {...props} />} />
      <Route path="/brands/order" element={<BrandOrder {...props} />} />
    </Routes>
  );
}

const rowTexts = () => [...document.querySelectorAll('[data-testid="brand-row"]')].map((r) => r.textContent);

/**
 * The server's brands, changed by the writes. After a write, a read asked from the list screen
 * waits until released: what the list shows until then is what the cache held on the way back.
 */
function brandServer() {
  let brands = [brand(1, 'コシヒカリ'), brand(2, 'あきたこまち'), brand(3, 'ひとめぼれ')];
  let written = false;
  let released = false;
  const held: Array<() => void> = [];
  const gw = mockGateway({
    'GET /inasaku/brands': () => ({ data: brands }),
    'DELETE /inasaku/brands': (body) => {
      written = true;
      brands = brands.filter((b) => b.brand_id !== (body as { brand_id: string }).brand_id);
      return { data: { brand_id: 'b2', cleared_paddy_field_count: 0 } };
    },
    'PUT /inasaku/brands': (body) => {
      written = true;
      const { brand_id, brand_name } = body as { brand_id: string; brand_name: string };
      brands = brands.map((b) => (b.brand_id === brand_id ? { ...b, brand_name } : b));
      return { data: brands.find((b) => b.brand_id === brand_id) };
    },
  });
  const answer = global.fetch;
  global.fetch = (async (input: string, init?: RequestInit) => {
    const onList = location().pathname === '/brands';
    if (written && !released && onList && (init?.method ?? 'GET') === 'GET') await new Promise<void>((release) => held.push(release));
    return answer(input, init);
  }) as typeof fetch;
  return {
    gw,
    release: () => { released = true; held.splice(0).forEach((r) => r()); },
  };
}

describe('brands: the way back from the detail screen', () => {
  it('a brand deleted on its detail screen is gone from the list at once, never shown for a moment', async () => {
    const server = brandServer();
    const { user } = renderScreen(BrandScreens, { path: '/brands' });
    await screen.findByText('あきたこまち');
    await settled();
    await user.click(screen.getByText('あきたこまち'));
    await waitFor(() => expect(location().pathname).toBe('/brands/detail'));
    await user.click(button('削除'));
    await screen.findByText('削除しますか？');
    await user.click(button('はい'));
    await waitFor(() => expect(location().pathname).toBe('/brands'));
    await waitFor(() => expect(document.querySelector('[data-testid="brand-row"]')).not.toBeNull());
    expect(rowTexts()).toEqual(['1コシヒカリ', '2ひとめぼれ']);
    server.release();
    await settled();
    expect(rowTexts()).toEqual(['1コシヒカリ', '2ひとめぼれ']);
  });

  it('a brand renamed on its detail screen shows its new name on the way back at once', async () => {
    const server = brandServer();
    const { user } = renderScreen(BrandScreens, { path: '/brands' });
    await screen.findByText('ひとめぼれ');
    await settled();
    await user.click(screen.getByText('ひとめぼれ'));
    await waitFor(() => expect(location().pathname).toBe('/brands/detail'));
    const name = document.querySelector<HTMLInputElement>('[data-testid="brand-name"]')!;
    await user.clear(name);
    await user.type(name, 'つや姫');
    await waitFor(() => expect(button('保存').disabled).toBe(false));
    await user.click(button('保存'));
    await waitFor(() => expect(location().pathname).toBe('/brands'));
    await waitFor(() => expect(document.querySelector('[data-testid="brand-row"]')).not.toBeNull());
    expect(rowTexts()).toEqual(['1コシヒカリ', '2あきたこまち', '3つや姫']);
    server.release();
    await settled();
    expect(rowTexts()).toEqual(['1コシヒカリ', '2あきたこまち', '3つや姫']);
  });
});
