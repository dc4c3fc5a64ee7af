import { useEffect, useMemo, useState } from 'react';
import { Menu } from 'antd';
import type { MenuKey, PlanState } from '@inasaku/domain';
import { MENU_PARENTS, buildMenuItems, isMenuGroup, type MenuGroup } from './menu-items';

export interface SideMenuProps {
  plan: PlanState;
  pastYear: boolean;
  /** The entry of the current screen. */
  selected?: MenuKey;
  /** The submenu of a hub screen that has no entry of its own (年次レポート on /archives). */
  selectedGroup?: MenuGroup;
  onSelect: (key: MenuKey) => void;
}

export function SideMenu({ plan, pastYear, selected, selectedGroup, onSelect }: SideMenuProps) {
  const items = useMemo(() => buildMenuItems(plan, pastYear), [plan, pastYear]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (selected ? [...(MENU_PARENTS[selected] ?? [])] : []));

  // Arriving on a screen inside a closed submenu opens it, without closing the others.
  useEffect(() => {
    const parents = selected ? MENU_PARENTS[selected] ?? [] : selectedGroup ? [selectedGroup] : [];
    if (parents.length) setOpenKeys((keys) => [...new Set([...keys, ...parents])]);
  }, [selected, selectedGroup]);

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : selectedGroup ? [selectedGroup] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => {
        if (!isMenuGroup(key)) onSelect(key as MenuKey);
      }}
      style={{ borderInlineEnd: 'none' }}
      aria-label="メインメニュー"
    />
  );
}
