import { render, screen, within } from '@testing-library/react';
import type { PlanState } from '@inasaku/domain';
import { makeUser, Providers } from '../test/fixtures';
import { ShellContext, type ShellContextValue } from '../session/ShellContext';
import { Dashboard } from './Dashboard';
import { DASHBOARD_WIDGETS } from './widgets';

function shell(plan: PlanState): ShellContextValue {
  const user = makeUser({ water_management: plan.waterManagement, plan_type: plan.planType });
  return {
    session: {
      user, managementId: 'm-2026', managementYear: '2026', pastYear: false, expired: false, canEdit: true,
      waterFeature: plan.waterManagement || plan.admin, refreshUser: async () => user,
    config: { googleMapsApiKey: null, paymentMode: 'sandbox', productName: '稲作' },
    },
    plan,
    managements: [],
    loading: false,
    selectManagement: jest.fn(),
    reloadKey: 0,
    onMenuSelect: jest.fn(),
    signOut: jest.fn(),
  };
}

function renderDashboard(plan: PlanState, remotes: string[] = [], loader?: (id: string) => Promise<unknown>) {
  render(
    <Providers remotes={remotes} loader={loader}>
      <ShellContext.Provider value={shell(plan)}>
        <Dashboard />
      </ShellContext.Provider>
    </Providers>,
  );
}

const card = (key: string) => document.querySelector<HTMLElement>(`[data-widget="${key}"]`)!;

describe('Dashboard', () => {
  it('shows each widget card with its empty state when no remote is registered', () => {
    renderDashboard({ planType: 3, admin: false, waterManagement: true });
    const expected: [string, string, string][] = [
      ['work-logs', '作業ログ', '作業ログはありません。'],
      ['work-progress', '作業進捗', '作業進捗はありません。'],
      ['notices', 'お知らせ', 'お知らせはありません。'],
      ['gate-logs', '水門ログ', '水門ログはありません。'],
      ['weather', '天気', '天気情報はありません。'],
      ['sensors', '水位センサー', '水位センサーが設置されていません。'],
      ['alerts', '水位アラート', '水位アラートはありません。'],
    ];
    for (const [key, title, empty] of expected) {
      expect(within(card(key)).getByText(title)).toBeTruthy();
      expect(within(card(key)).getByText(empty)).toBeTruthy();
    }
  });

  it('leaves out the water widgets without the water feature', () => {
    renderDashboard({ planType: 3, admin: false, waterManagement: false });
    expect(card('sensors')).toBeNull();
    expect(card('alerts')).toBeNull();
    expect(screen.getByText('水門ログはありません。')).toBeTruthy();
  });

  it('shows the water widgets to admins', () => {
    renderDashboard({ planType: 1, admin: true, waterManagement: false });
    expect(card('sensors')).not.toBeNull();
  });

  it('renders a registered widget and keeps a missing module as its empty state', async () => {
    const loader = jest.fn(async (id: string) => {
      if (id === 'mfe_works/WorkLogWidget') return { default: ({ routeName }: { routeName: string }) => <p>ログ一覧 {routeName}</p> };
      throw new Error(`Module "./${id.split('/')[1]}" does not exist in container.`);
    });
    renderDashboard({ planType: 3, admin: false, waterManagement: false }, ['mfe_works'], loader);
    expect(await within(card('work-logs')).findByText('ログ一覧 dashboard')).toBeTruthy();
    expect(await within(card('work-progress')).findByText('作業進捗はありません。')).toBeTruthy();
    expect(within(card('notices')).getByText('お知らせはありません。')).toBeTruthy();
  });

  it('lists every widget of the spec once', () => {
    expect(DASHBOARD_WIDGETS.map((w) => `${w.remote}/${w.module}`)).toEqual([
      'mfe_works/WorkLogWidget', 'mfe_works/WorkProgressWidget', 'mfe_account/NoticesWidget', 'mfe_water/GateLogWidget',
      'mfe_reports/WeatherWidget', 'mfe_water/SensorsWidget', 'mfe_water/AlertsWidget',
    ]);
  });
});
