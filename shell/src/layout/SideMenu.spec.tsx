import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { MenuKey, PlanState } from '@inasaku/domain';
import { Providers } from '../test/fixtures';
import { SideMenu } from './SideMenu';

const STANDARD: PlanState = { planType: 3, admin: false, waterManagement: true };
const EXPIRED: PlanState = { planType: 2, admin: false, waterManagement: true };
const NO_WATER: PlanState = { planType: 1, admin: false, waterManagement: false };

async function renderMenu(plan: PlanState, pastYear = false, onSelect = jest.fn()) {
  const view = render(
    <Providers>
      <SideMenu plan={plan} pastYear={pastYear} onSelect={onSelect} />
    </Providers>,
  );
  // Open every submenu, outer ones first.
  for (const group of ['水管理', '年次レポート', '作業実績', '設定', 'ほ場']) {
    const title = screen.queryAllByText(group).find((el) => el.closest('.ant-menu-submenu-title'));
    if (title) fireEvent.click(title);
  }
  // Let the menu's deferred layout updates settle inside act.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return view;
}

function item(key: MenuKey): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-menu="${key}"]`);
  if (!el) throw new Error(`menu item ${key} not rendered`);
  return el;
}

const isDisabled = (key: MenuKey) => item(key).classList.contains('ant-menu-item-disabled');

describe('SideMenu', () => {
  it('shows every item and submenu of spec 000 §2.1 in Japanese, in order', async () => {
    await renderMenu(STANDARD);
    const expected: [MenuKey, string][] = [
      ['dashboard', 'ダッシュボード'],
      ['paddy-map', 'ほ場マップ'],
      ['work-input', '作業入力'],
      ['water-gate-map', '水門マップ'],
      ['water-map', '水位マップ'],
      ['sensor-add', 'センサー設置'],
      ['sensor-settings', '通知設定'],
      ['archives-work-paddy', 'ほ場作業'],
      ['archives-work-notpaddy', 'ほ場外作業'],
      ['archives-informations', 'お知らせ'],
      ['archives-logs', '作業ログ'],
      ['archives-water-gate', '水門ログ'],
      ['archives-weather', '天気'],
      ['archives-water', '水位'],
      ['settings-paddy-add', '登録'],
      ['settings-paddy-edit', '編集'],
      ['settings-brands', '品種'],
      ['settings-works', '作業項目'],
      ['settings-weather', '累積気温'],
      ['settings-users', 'ユーザー'],
      ['settings-markers', 'ホーム位置'],
      ['settings-landmarks', 'ランドマーク'],
      ['inquiry', 'お問い合わせ・ご要望'],
    ];
    for (const [key, label] of expected) expect(within(item(key)).getByText(label)).toBeTruthy();
    const order = [...document.querySelectorAll('[data-menu]')].map((el) => el.getAttribute('data-menu'));
    expect(order).toEqual(expected.map(([key]) => key));
    for (const group of ['水管理', '年次レポート', '作業実績', '設定', 'ほ場']) expect(screen.getByText(group)).toBeTruthy();
    expect(expected.every(([key]) => !isDisabled(key))).toBe(true);
  });

  it('hides 水管理 without the water feature', async () => {
    await renderMenu(NO_WATER);
    expect(screen.queryByText('水管理')).toBeNull();
    expect(document.querySelector('[data-menu="water-map"]')).toBeNull();
    expect(screen.getByText('水門マップ')).toBeTruthy();
  });

  it('an expired plan enables only the dashboard, home position and inquiry', async () => {
    await renderMenu(EXPIRED);
    const enabled = [...document.querySelectorAll<HTMLElement>('[data-menu]')]
      .filter((el) => !el.classList.contains('ant-menu-item-disabled'))
      .map((el) => el.getAttribute('data-menu'));
    expect(enabled).toEqual(['dashboard', 'settings-markers', 'inquiry']);
    expect(isDisabled('work-input')).toBe(true);
    expect(isDisabled('archives-logs')).toBe(true);
  });

  it('a past year keeps reading screens and disables recording and account-wide settings', async () => {
    await renderMenu(STANDARD, true);
    for (const key of ['dashboard', 'paddy-map', 'archives-work-paddy', 'archives-weather', 'settings-paddy-edit', 'settings-brands', 'settings-works', 'inquiry'] as MenuKey[]) {
      expect(isDisabled(key)).toBe(false);
    }
    for (const key of ['work-input', 'settings-paddy-add', 'settings-users', 'settings-markers', 'settings-landmarks'] as MenuKey[]) {
      expect(isDisabled(key)).toBe(true);
    }
  });

  it('reports clicks on enabled items only', async () => {
    const onSelect = jest.fn();
    await renderMenu(EXPIRED, false, onSelect);
    fireEvent.click(within(item('work-input')).getByText('作業入力'));
    fireEvent.click(within(item('inquiry')).getByText('お問い合わせ・ご要望'));
    expect(onSelect.mock.calls).toEqual([['inquiry']]);
  });

  it('a hub screen without an entry of its own (/archives) opens and highlights its submenu 年次レポート', async () => {
    render(
      <Providers>
        <SideMenu plan={STANDARD} pastYear={false} selectedGroup="archives" onSelect={jest.fn()} />
      </Providers>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const archives = screen.getByText('年次レポート').closest('.ant-menu-submenu')!;
    expect(archives.classList.contains('ant-menu-submenu-selected')).toBe(true);
    expect(archives.classList.contains('ant-menu-submenu-open')).toBe(true);
    expect(screen.getByText('設定').closest('.ant-menu-submenu')!.classList.contains('ant-menu-submenu-selected')).toBe(false);
  });
});
