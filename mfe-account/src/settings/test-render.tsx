// Test helpers of the signed-in account screens (users, settings, inquiry, paid plan).
import { QueryClientProvider } from '@tanstack/react-query';
import type { CurrentUser } from '@inasaku/contracts';
import { createTestQueryClient, InasakuProvider, type ShellSession } from '@inasaku/ui';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { USER } from '../test-utils';

export { button, err, fill, input, mockGateway, type Reply } from '../test-utils';

// jsdom implements getComputedStyle without pseudo-elements; antd's table and modal scroll lock
// ask for '::-webkit-scrollbar'. Answer with the element's own style instead of logging an error.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);

// Forms typed through antd take seconds in jsdom, many more on a busy machine.
jest.setTimeout(90000);

export const ROOT: CurrentUser = { ...USER, user_id: 'user-root', email: 'root@example.jp', display_name: '田中太郎', is_root_user: true };
export const MEMBER: CurrentUser = { ...USER, user_id: 'user-member', email: 'hanako@example.jp', display_name: '佐藤花子', is_root_user: false };

export function makeSession(overrides: Partial<ShellSession> = {}): ShellSession {
  const user = overrides.user ?? ROOT;
  return {
    user,
    managementId: 'mgmt-2026',
    managementYear: '2026',
    pastYear: false,
    expired: false,
    canEdit: true,
    waterFeature: false,
    config: { googleMapsApiKey: null, paymentMode: 'sandbox', productName: '稲作' },
    refreshUser: jest.fn(async () => user),
    ...overrides,
  };
}

let current = { pathname: '', search: '', state: undefined as unknown };

function LocationProbe() {
  const location = useLocation();
  current = { pathname: location.pathname, search: location.search, state: location.state };
  return null;
}

export const location = () => current;

function Providers({ path, state, children }: { path: string; state?: unknown; children: ReactNode }) {
  const [pathname, search] = path.split('?');
  const [queryClient] = useState(createTestQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <InasakuProvider>
        {/* No animations: they only add timers that outlive the assertions. */}
        <ConfigProvider theme={{ token: { motion: false } }}>
          <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </ConfigProvider>
      </InasakuProvider>
    </QueryClientProvider>
  );
}

/** Renders a routed screen the way the shell does: props { session, routeName }. */
export function renderScreen(
  Screen: ComponentType<{ session: ShellSession; routeName: string }>,
  options: { path?: string; state?: unknown; session?: Partial<ShellSession> } = {},
) {
  const session = makeSession(options.session);
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <Providers path={options.path ?? '/'} state={options.state}>
      <Screen session={session} routeName="test" />
    </Providers>,
  );
  return { ...utils, user, session };
}

/** Renders a bare route (mobile payment) with the shell's props for those. */
export function renderBare<P extends object>(Screen: ComponentType<P>, props: P, options: { path?: string } = {}) {
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <Providers path={options.path ?? '/'}>
      <Screen {...props} />
    </Providers>,
  );
  return { ...utils, user };
}

/** The はい / いいえ / OK buttons of the generic dialog (the newest one open). */
export function dialogButton(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('.ant-modal button')].filter((b) => b.textContent?.trim() === name).pop();
  if (!found) throw new Error(`no dialog button labelled ${name}`);
  return found as HTMLButtonElement;
}

/** Waits for a dialog (a form's submit opens it after its asynchronous validation). */
export async function findDialogButton(name: string): Promise<HTMLButtonElement> {
  let found: HTMLButtonElement | undefined;
  await waitFor(() => {
    found = dialogButton(name);
  });
  return found!;
}

export const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
