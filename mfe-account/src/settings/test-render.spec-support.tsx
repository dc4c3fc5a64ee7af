// Test helpers of the signed-in account screens (users, settings, inquiry, paid plan).
import type { CurrentUser } from '@inasaku/contracts';
import { InasakuProvider, type ShellSession } from '@inasaku/ui';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { LocationProbe, makeSession as baseSession, TestQueryProvider } from '@inasaku/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import { USER } from '../test-utils.spec-support';

export { button, err, fill, input, location, mockGateway, type Reply } from '../test-utils.spec-support';
export { byTestId } from '@inasaku/ui/testing';

// Forms typed through antd take seconds in jsdom, many more on a busy machine.
jest.setTimeout(90000);

export const ROOT: CurrentUser = { ...USER, user_id: 'user-root', email: 'root@example.jp', display_name: '田中太郎', is_root_user: true };
export const MEMBER: CurrentUser = { ...USER, user_id: 'user-member', email: 'hanako@example.jp', display_name: '佐藤花子', is_root_user: false };

/** A session of the root user unless the test names another. */
export const makeSession = (overrides: Partial<ShellSession> = {}): ShellSession => baseSession({ user: ROOT, ...overrides });

function Providers({ path, state, children }: { path: string; state?: unknown; children: ReactNode }) {
  const [pathname, search] = path.split('?');
  return (
    <TestQueryProvider>
      <InasakuProvider>
        {/* No animations: they only add timers that outlive the assertions. */}
        <ConfigProvider theme={{ token: { motion: false } }}>
          <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </ConfigProvider>
      </InasakuProvider>
    </TestQueryProvider>
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

