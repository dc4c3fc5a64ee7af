import type { CurrentUser } from '@inasaku/contracts';
import { configure, render, type RenderResult } from '@testing-library/react';
import { useState } from 'react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
// Relative imports, not '@inasaku/ui': the helpers render with the very modules the remotes get
// through jest's moduleNameMapper (libs/ui/src/index.ts re-exports these files).
import { InasakuProvider } from '../InasakuProvider';
import { createTestQueryClient, setQueryYear } from '../data/query-client';
import type { ShellSession } from '../shell-props';

// jsdom implements getComputedStyle without pseudo-elements; antd's table and scroll lock ask for
// '::-webkit-scrollbar'. Answer with the element's own style instead of logging an error.
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computed(elt);
// jsdom has no canvas; libs/map's icon bitmaps only need getContext to exist.
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
// Object URLs for image previews.
if (!URL.createObjectURL) URL.createObjectURL = () => `blob:test/${Math.random().toString(36).slice(2)}`;
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;

/**
 * Sets the viewport width that antd's breakpoints (Grid.useBreakpoint) read through matchMedia:
 * 1280 for the desktop layout, 390 for a phone. Call before rendering.
 */
export function viewport(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches, media: query, onchange: null,
      addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
}

// Role queries otherwise call getComputedStyle on every ancestor, slow in jsdom under antd's styles.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

/** The fake account's plan: `water` is the water-management feature (user flag and session flag). */
export interface TestPlan {
  water?: boolean;
}

/** The signed-in root user of the fake account under a plan. */
export function testUser(plan: TestPlan = {}): CurrentUser {
  return {
    account_id: 'acc-1',
    user_id: 'user-1',
    email: 'taro@example.jp',
    display_name: '田中太郎',
    color: '#E57373',
    is_root_user: true,
    admin: false,
    plan_type: 1,
    water_management: plan.water ?? false,
    area_name: null,
    area_pos: { latitude: 35.5, longitude: 139.5 },
  };
}

/** The signed-in user without the water feature. */
export const USER: CurrentUser = testUser();

export function makeSession(overrides: Partial<ShellSession> = {}, plan: TestPlan = {}): ShellSession {
  // refreshUser answers with the session's own user, whichever the test chose.
  const user = overrides.user ?? testUser(plan);
  return {
    user,
    managementId: 'mgmt-2026',
    managementYear: '2026',
    pastYear: false,
    expired: false,
    canEdit: true,
    waterFeature: plan.water ?? false,
    config: { googleMapsApiKey: null, paymentMode: 'sandbox', productName: '稲作' },
    refreshUser: jest.fn(async () => user),
    ...overrides,
  };
}

let current = { pathname: '', search: '', state: undefined as unknown };

/** Records where the router is; rendered inside a test's router, read through `location()`. */
export function LocationProbe() {
  const location = useLocation();
  current = { pathname: location.pathname, search: location.search, state: location.state };
  return null;
}

export const location = () => current;

export interface RenderScreenOptions {
  path?: string;
  state?: unknown;
  session?: Partial<ShellSession>;
  routeName?: string;
  /** The fake account's plan; without the water feature unless given. */
  plan?: TestPlan;
}

/**
 * The page's query cache as the shell provides it, new for each render so no answer of one test
 * leaks into the next; no retries, so a refused request shows its error at once.
 */
export function TestQueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [own] = useState(() => client ?? createTestQueryClient());
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}

/** What renderScreen gives a test: the rendered screen, a user to drive it, its session and query cache. */
export type RenderedScreen = RenderResult & { user: ReturnType<typeof userEvent.setup>; session: ShellSession; queryClient: QueryClient };

/** Renders a screen the way the shell does: app providers, a router, props { session, routeName }. */
export function renderScreen(
  Screen: ComponentType<{ session: ShellSession; routeName: string }>,
  options: RenderScreenOptions = {},
): RenderedScreen {
  const session = makeSession(options.session, options.plan);
  // The pointer-events check reads getComputedStyle up the tree on every click: slow under antd, and never the point here.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const [pathname, search] = (options.path ?? '/').split('?');
  const queryClient = createTestQueryClient();
  setQueryYear(queryClient, session.managementId);
  const utils = render(
    <TestQueryProvider client={queryClient}>
      <InasakuProvider>
        <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state: options.state }]}>
          <Screen session={session} routeName={options.routeName ?? 'test'} />
          <LocationProbe />
        </MemoryRouter>
      </InasakuProvider>
    </TestQueryProvider>,
  );
  return { ...utils, user, session, queryClient };
}

/**
 * The user, session factory and renderScreen of one plan, for a suite whose every screen runs under
 * it: `const { renderScreen } = withPlan({ water: true });`.
 */
export function withPlan(plan: TestPlan) {
  return {
    USER: testUser(plan),
    makeSession: (overrides: Partial<ShellSession> = {}) => makeSession(overrides, plan),
    renderScreen: (Screen: Parameters<typeof renderScreen>[0], options: RenderScreenOptions = {}): RenderedScreen =>
      renderScreen(Screen, { plan, ...options }),
  };
}

export const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** A button by its exact visible label (antd adds no spaces between two kanji with autoInsertSpace off). */
export function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button labelled ${name}`);
  return found as HTMLButtonElement;
}

/** Replaces an input's text in one change, as a paste would. */
export async function fill(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, value: string) {
  await user.clear(el);
  await user.click(el);
  if (value) await user.paste(value);
}

/** Opens an antd Select by its data-testid and picks the option with that text. */
export async function choose(user: ReturnType<typeof userEvent.setup>, testId: string, optionText: string) {
  const { screen } = await import('@testing-library/react');
  const select = byTestId(testId)!;
  await user.click(select.querySelector('.ant-select-selector, .ant-select-content') ?? select);
  const options = await screen.findAllByText(optionText, { selector: '.ant-select-item-option-content, .ant-select-item-option-content *' });
  await user.click(options[options.length - 1]);
}

/** Waits until no antd spinner turns (tables and lists finished loading). */
export async function settled() {
  const { waitFor } = await import('@testing-library/react');
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
}

/** Waits until a button is clickable: neither disabled nor showing antd's loading state (which swallows clicks). */
export async function ready(name: string): Promise<HTMLButtonElement> {
  const { waitFor } = await import('@testing-library/react');
  return waitFor(() => {
    const b = button(name);
    expect(b.disabled).toBe(false);
    expect(b.className).not.toContain('ant-btn-loading');
    return b;
  });
}
