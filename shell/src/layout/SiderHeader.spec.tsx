import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PlanState } from '@inasaku/domain';
import { Providers, makeUser } from '../test/fixtures';
import { SiderHeader, type SiderHeaderProps } from './SiderHeader';

const FREE: PlanState = { planType: 1, admin: false, waterManagement: false };
const STANDARD: PlanState = { planType: 3, admin: false, waterManagement: false };

function renderHeader(overrides: Partial<SiderHeaderProps> = {}) {
  const props: SiderHeaderProps = {
    user: makeUser(),
    plan: FREE,
    now: new Date(2026, 10, 22, 9, 30),
    temperature: null,
    pastYear: false,
    expired: false,
    onPersonalSettings: jest.fn(),
    onSignOut: jest.fn(),
    onApplyPaidPlan: jest.fn(),
    ...overrides,
  };
  render(
    <Providers>
      <SiderHeader {...props} />
    </Providers>,
  );
  return props;
}

describe('SiderHeader', () => {
  it('writes the date as YYYY/MM/DD(曜)', () => {
    renderHeader();
    expect(screen.getByTestId('header-date').textContent).toBe('2026/11/22(日)');
  });

  it('shows the area name, or nothing when the account has none', () => {
    renderHeader();
    expect(screen.getByTestId('header-area').textContent).toBe('新潟県南魚沼市');
  });

  it('leaves the area and temperature slots empty without data', () => {
    renderHeader({ user: makeUser({ area_name: null }) });
    expect(screen.getByTestId('header-area').textContent).toBe('');
    expect(screen.getByTestId('header-temperature').textContent).toBe('');
  });

  it('shows the temperature in ℃ when known', () => {
    renderHeader({ temperature: 18.26 });
    expect(screen.getByTestId('header-temperature').textContent).toBe('18.3℃');
  });

  it('shows the system message of display_mode, and nothing when it is empty', () => {
    renderHeader({
      user: makeUser({ display_mode: { type: 1, message: '無料期間は2026年6月30日までです。', water_management: false } }),
    });
    expect(screen.getByTestId('system-message').textContent).toBe('無料期間は2026年6月30日までです。');
  });

  it('has no system message slot without a message', () => {
    renderHeader({ user: makeUser({ display_mode: { type: 3, message: '', water_management: false } }) });
    expect(screen.queryByTestId('system-message')).toBeNull();
  });

  it('offers 有料プラン申込 to the root user in the free state', () => {
    const props = renderHeader();
    const button = screen.getByRole('button', { name: '有料プラン申込' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(props.onApplyPaidPlan).toHaveBeenCalled();
  });

  it('disables 有料プラン申込 for other users, with the reason as a tooltip', async () => {
    renderHeader({ user: makeUser({ is_root_user: false }) });
    const button = screen.getByRole('button', { name: '有料プラン申込' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.mouseEnter(button.parentElement!);
    await waitFor(() => expect(screen.getByText('アカウントを作成したユーザーで申込できます。')).toBeTruthy());
  });

  it('hides 有料プラン申込 on a contract plan', () => {
    renderHeader({ plan: STANDARD });
    expect(screen.queryByRole('button', { name: '有料プラン申込' })).toBeNull();
  });

  it('has a user dropdown with 個人設定 and サインアウト', async () => {
    const props = renderHeader();
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('個人設定'));
    expect(props.onPersonalSettings).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('サインアウト'));
    expect(props.onSignOut).toHaveBeenCalled();
    expect(screen.getByTestId('user-menu').textContent).toContain('山田 太郎');
  });
});
