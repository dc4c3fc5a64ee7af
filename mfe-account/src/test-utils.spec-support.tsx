import { QueryClientProvider } from '@tanstack/react-query';
import type { CurrentUser } from '@inasaku/contracts';
import { createTestQueryClient, InasakuProvider } from '@inasaku/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, testUser, type Reply } from '@inasaku/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import AuthView from './auth/AuthView';

export { button, err, location, mockGateway, type Reply } from '@inasaku/ui/testing';

export const OPEN: Reply = { data: { code: '0', message: '' } };

export const USER: CurrentUser = { ...testUser(), display_name: 'taro', area_pos: null };

export const SIGNED_IN: Reply = { data: { status: 'SIGNED_IN', user: USER } };

/** Renders the remote the way the shell does: inside the app providers and a router. */
export function renderAuth(path = '/', state?: unknown, options: { fakeTimers?: boolean } = {}) {
  const onSignedIn = jest.fn();
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : { delay: null });
  const utils = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <InasakuProvider>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <AuthView onSignedIn={onSignedIn} />
          <LocationProbe />
        </MemoryRouter>
      </InasakuProvider>
    </QueryClientProvider>,
  );
  return { ...utils, user, onSignedIn };
}

export const input = (id: string) => document.getElementById(id) as HTMLInputElement;

/** Replaces a field's text in one change, as a paste or an autofill would. */
export async function fill(user: ReturnType<typeof userEvent.setup>, id: string, value: string) {
  const el = input(id);
  await user.clear(el);
  await user.click(el);
  await user.paste(value);
}
