import type { AccountUser } from '@inasaku/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteRouteProps } from '@inasaku/ui';
import { button, dialogButton, location, mockGateway, renderScreen, ROOT } from '../settings/test-render.spec-support';
import UserDetail from './UserDetail';
import Users from './Users';

function accountUser(i: number, overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    user_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    username: `user${i}@example.jp`, email: `user${i}@example.jp`, display_name: `ユーザー${i}`,
    color: '#64B5F6', is_root_user: false, status: 'CONFIRMED', created_at: '2026-04-01T09:00:00+09:00',
    ...overrides,
  };
}

/** The users list and the user detail under one router and one query cache, as the shell mounts them. */
function UserScreens(props: RemoteRouteProps) {
  return (
    <Routes>
      <Route path="/users" element={<Users {...props} />} />
      <Route path="/users/detail" element={<UserDetail {...props} />} />
    </Routes>
  );
}

const rowTexts = () => [...document.querySelectorAll('[data-testid="user-row"]')].map((r) => r.textContent ?? '');

describe('users: the way back from the detail screen', () => {
  it('a user deleted on the detail screen is gone from the list at once, never shown for a moment', async () => {
    let users = [
      accountUser(0, { user_id: ROOT.user_id, username: ROOT.email, email: ROOT.email, display_name: ROOT.display_name, is_root_user: true }),
      accountUser(1), accountUser(2),
    ];
    let written = false;
    const held: Array<() => void> = [];
    mockGateway({
      'GET /inasaku/users': () => ({ data: { list: users, total_count: users.length } }),
      'POST /adminDeleteUser': (body: unknown) => {
        written = true;
        const { username } = body as { username: string };
        users = users.filter((u) => u.username !== username);
        return { data: { Username: username, user_id: 'x', deleted: true } };
      },
    });
    const answer = global.fetch;
    // After the write, the list's own reads wait: what it shows until then is what the cache holds.
    global.fetch = (async (input: string, init?: RequestInit) => {
      if (written && location().pathname === '/users' && (init?.method ?? 'GET') === 'GET') await new Promise<void>((r) => held.push(r));
      return answer(input, init);
    }) as typeof fetch;
    const { user } = renderScreen(UserScreens, { path: '/users' });
    await screen.findByText('ユーザー2');
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    await user.click(screen.getByText('ユーザー2'));
    await waitFor(() => expect(location().pathname).toBe('/users/detail'));
    await user.click(button('削除'));
    await user.click(dialogButton('はい'));
    await waitFor(() => expect(location().pathname).toBe('/users'));
    await waitFor(() => expect(rowTexts().length).toBeGreaterThan(0));
    expect(rowTexts().some((t) => t.includes('ユーザー2'))).toBe(false);
    expect(rowTexts().some((t) => t.includes('ユーザー1'))).toBe(true);
    held.splice(0).forEach((release) => release());
  });
});
