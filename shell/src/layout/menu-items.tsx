import type { ReactNode } from 'react';
import type { MenuProps } from 'antd';
import {
  BarChartOutlined, ControlOutlined, DashboardOutlined, EnvironmentOutlined, FundOutlined,
  FormOutlined, MailOutlined, SettingOutlined,
} from '@ant-design/icons';
import { hasWaterFeature, menuAvailability, type MenuKey, type PlanState } from '@inasaku/domain';
import { MENU_LABELS } from '@inasaku/ui';

type Items = NonNullable<MenuProps['items']>;
type Item = Items[number];

/** Submenu keys; they never navigate. */
export const MENU_GROUPS = ['water', 'archives', 'archives-work', 'settings', 'settings-paddy'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** The groups a menu entry sits in, outermost first (to open them on that screen). */
export const MENU_PARENTS: Partial<Record<MenuKey, MenuGroup[]>> = {
  'water-map': ['water'],
  'sensor-add': ['water'],
  'sensor-settings': ['water'],
  'archives-work-paddy': ['archives', 'archives-work'],
  'archives-work-notpaddy': ['archives', 'archives-work'],
  'archives-informations': ['archives'],
  'archives-logs': ['archives'],
  'archives-water-gate': ['archives'],
  'archives-weather': ['archives'],
  'archives-water': ['archives'],
  'settings-paddy-add': ['settings', 'settings-paddy'],
  'settings-paddy-edit': ['settings', 'settings-paddy'],
  'settings-brands': ['settings'],
  'settings-works': ['settings'],
  'settings-weather': ['settings'],
  'settings-users': ['settings'],
  'settings-markers': ['settings'],
  'settings-landmarks': ['settings'],
};

/**
 * The side menu of spec 000 §2.1. Every entry carries data-menu for browser tests;
 * entries are disabled per the plan and the chosen year (spec 000 §4.1).
 */
export function buildMenuItems(plan: PlanState, pastYear: boolean): Items {
  const enabled = menuAvailability(plan, pastYear);
  const entry = (key: MenuKey, icon?: ReactNode): Item =>
    ({ key, label: MENU_LABELS[key], icon, disabled: !enabled[key], 'data-menu': key }) as Item;
  const group = (key: MenuGroup, children: Item[], icon?: ReactNode): Item =>
    ({ key, label: MENU_LABELS[key], icon, children, 'data-menu-group': key }) as Item;

  const items: Items = [
    entry('dashboard', <DashboardOutlined />),
    entry('paddy-map', <EnvironmentOutlined />),
    entry('work-input', <FormOutlined />),
    entry('water-gate-map', <ControlOutlined />),
  ];
  if (hasWaterFeature(plan)) {
    items.push(group('water', [entry('water-map'), entry('sensor-add'), entry('sensor-settings')], <FundOutlined />));
  }
  items.push(
    group(
      'archives',
      [
        group('archives-work', [entry('archives-work-paddy'), entry('archives-work-notpaddy')]),
        entry('archives-informations'),
        entry('archives-logs'),
        entry('archives-water-gate'),
        entry('archives-weather'),
        entry('archives-water'),
      ],
      <BarChartOutlined />,
    ),
    group(
      'settings',
      [
        group('settings-paddy', [entry('settings-paddy-add'), entry('settings-paddy-edit')]),
        entry('settings-brands'),
        entry('settings-works'),
        entry('settings-weather'),
        entry('settings-users'),
        entry('settings-markers'),
        entry('settings-landmarks'),
      ],
      <SettingOutlined />,
    ),
    entry('inquiry', <MailOutlined />),
  );
  return items;
}

export function isMenuGroup(key: string): key is MenuGroup {
  return (MENU_GROUPS as readonly string[]).includes(key);
}
