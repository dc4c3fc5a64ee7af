import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { CurrentUser } from '@inasaku/contracts';
import type { ShellSession } from '@inasaku/ui';
import { ShellContext, type ShellContextValue } from '../session/ShellContext';
import { DEFAULT_PUBLIC_CONFIG } from '../session/usePublicConfig';
import { Providers, makeUser, stubFetch } from '../test/fixtures';
import { ONBOARDING_FLAG_KEYS } from './onboarding';
import { OnboardingGuide } from './OnboardingGuide';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function shellValue(user: CurrentUser, overrides: Partial<ShellSession> = {}): ShellContextValue {
  const session: ShellSession = {
    user,
    managementId: 'm-2026',
    managementYear: '2026',
    pastYear: false,
    expired: false,
    canEdit: true,
    waterFeature: false,
    config: DEFAULT_PUBLIC_CONFIG,
    refreshUser: async () => user,
    ...overrides,
  };
  return {
    session,
    plan: { planType: user.plan_type, admin: user.admin, waterManagement: user.water_management },
    managements: [],
    loading: false,
    selectManagement: jest.fn(),
    reloadKey: 0,
    onMenuSelect: jest.fn(),
    signOut: jest.fn(),
  };
}

function renderGuide(user: CurrentUser, fieldCount: number | 'error', overrides: Partial<ShellSession> = {}) {
  const stub = stubFetch({
    'GET /inasaku/paddy-field-areas': () =>
      fieldCount === 'error'
        ? { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'サーバーへの接続に失敗しました。' } } }
        : { body: { data: fieldCount ? [{ brand_id: null, brand_name: '', count: fieldCount, area: '10' }] : [] } },
  });
  render(
    <Providers path="/dashboard">
      <ShellContext.Provider value={shellValue(user, overrides)}>
        <OnboardingGuide />
        <Where />
      </ShellContext.Provider>
    </Providers>,
  );
  return stub;
}

const NEW_ACCOUNT = makeUser({ area_pos: null, area_name: null, plan_type: 1 });
const lead = () => screen.getByTestId('onboarding-lead').textContent;
const next = () => fireEvent.click(screen.getByTestId('onboarding-next'));

describe('OnboardingGuide (spec 000 §4.3)', () => {
  beforeEach(() => localStorage.clear());

  it('a new account: the home marker message, then the paddy fields message, then on to the home position screen', async () => {
    const stub = renderGuide(NEW_ACCOUNT, 0);
    expect(await screen.findByText('ホーム位置（地図の中心）が設定されていません。')).toBeTruthy();
    expect(screen.getByTestId('onboarding-guide').dataset.phase).toBe('0');
    expect(screen.getByTestId('onboarding-path').textContent).toBe('設定ホーム位置');
    expect(screen.getByTestId('onboarding-step').textContent).toBe('1 / 2');
    expect(stub.calls[0].url).toBe('/inasaku/paddy-field-areas?management_id=m-2026');
    // The backdrop is there and a click on it does not close the guide.
    const mask = document.querySelector('.ant-modal-mask');
    expect(mask).toBeTruthy();
    expect(screen.getByTestId('onboarding-next').textContent).toBe('次へ');

    next();
    await waitFor(() => expect(lead()).toBe('ほ場が登録されていません。'));
    expect(localStorage.getItem(ONBOARDING_FLAG_KEYS[0])).toBe('1');
    expect(screen.getByTestId('onboarding-next').textContent).toBe('ホーム位置を設定する');
    next();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/markers'));
    await waitFor(() => expect(screen.queryByTestId('onboarding-guide')).toBeNull());
    expect(localStorage.getItem(ONBOARDING_FLAG_KEYS[1])).toBe('1');
    expect(localStorage.getItem(ONBOARDING_FLAG_KEYS[2])).toBeNull();
  });

  it('the paddy fields message whose button leads to the home position says so, so that the button fits the message', async () => {
    renderGuide(NEW_ACCOUNT, 0);
    await screen.findByText('ホーム位置（地図の中心）が設定されていません。');
    expect(screen.queryByTestId('onboarding-home-first')).toBeNull();
    next();
    await waitFor(() => expect(lead()).toBe('ほ場が登録されていません。'));
    expect(screen.getByTestId('onboarding-home-first').textContent).toBe('ほ場を登録する前に、まず地図の中心となるホーム位置を設定します。');
  });

  it('with a home marker and fields but never guided: only the work items message, and it stays where it is', async () => {
    renderGuide(makeUser({ plan_type: 1 }), 3);
    expect(await screen.findByText('作業項目は自由に変更できます。')).toBeTruthy();
    expect(screen.queryByTestId('onboarding-step')).toBeNull();
    expect(screen.getByTestId('onboarding-next').textContent).toBe('はじめる');
    next();
    await waitFor(() => expect(screen.queryByTestId('onboarding-guide')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    expect(localStorage.getItem(ONBOARDING_FLAG_KEYS[2])).toBe('1');
  });

  it('shows nothing once every message was passed in this browser, without asking for the fields', async () => {
    for (const key of Object.values(ONBOARDING_FLAG_KEYS)) localStorage.setItem(key, '1');
    const stub = renderGuide(NEW_ACCOUNT, 0);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('onboarding-guide')).toBeNull();
    expect(stub.calls).toHaveLength(0);
  });

  it('stays away from read-only accounts and past years, and when the fields cannot be counted', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stub = renderGuide(NEW_ACCOUNT, 0, { canEdit: false, expired: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('onboarding-guide')).toBeNull();
    expect(stub.calls).toHaveLength(0);
  });

  it('waits for the next visit when the field count fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stub = renderGuide(NEW_ACCOUNT, 'error');
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('onboarding-guide')).toBeNull();
  });
});
