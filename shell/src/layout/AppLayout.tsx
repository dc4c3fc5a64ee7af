import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Drawer, Grid, Layout, Typography } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { COLORS, SHELL, formatDateWithWeekday } from '@inasaku/ui';
import { routeForPath } from '../routes';
import { useShell } from '../session/ShellContext';
import { watchScrollingTables } from './scroll-regions';
import { SiderHeader } from './SiderHeader';
import { SideMenu } from './SideMenu';
import { ShellOutboxBadge, useShellOutboxReplay } from './ShellOutbox';
import { YearSelector } from './YearSelector';
import { useCurrentTemperature } from './useCurrentTemperature';
import { useNow } from './useNow';

const SIDER_WIDTH = 264;

function SiderContent({ onNavigated }: { onNavigated?: () => void }) {
  const shell = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const now = useNow();
  const pos = shell.session.user.area_pos;
  const temperature = useCurrentTemperature(shell.session.managementId, pos ? `${pos.latitude},${pos.longitude}` : null);
  const route = routeForPath(location.pathname);
  const go = (path: string) => {
    navigate(path);
    onNavigated?.();
  };

  return (
    <>
      <SiderHeader
        user={shell.session.user}
        plan={shell.plan}
        now={now}
        temperature={temperature}
        pastYear={shell.session.pastYear}
        expired={shell.session.expired}
        onPersonalSettings={() => go('/personal-settings')}
        onSignOut={shell.signOut}
        onApplyPaidPlan={() => go('/payment')}
      />
      <div style={{ paddingInline: 12 }}>
        <ShellOutboxBadge color="#fff" />
      </div>
      <YearSelector
        managements={shell.managements}
        value={shell.session.managementId}
        loading={shell.loading}
        onChange={(id) => {
          shell.selectManagement(id);
          onNavigated?.();
        }}
      />
      <SideMenu
        plan={shell.plan}
        pastYear={shell.session.pastYear}
        selected={route?.menu}
        selectedGroup={route?.menuGroup}
        onSelect={(key) => {
          shell.onMenuSelect(key);
          onNavigated?.();
        }}
      />
    </>
  );
}

/**
 * Desktop first: a fixed side menu. Below the lg breakpoint the menu moves into a drawer
 * opened from a hamburger in a slim header.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const screens = Grid.useBreakpoint();
  const narrow = screens.lg === false;
  const [open, setOpen] = useState(false);
  const now = useNow();
  useEffect(() => watchScrollingTables(document.body), []);
  useShellOutboxReplay();

  // One tree for both layouts, with the content always in the same place: switching between
  // them (a rotated phone, a resized window) must never remount the screen and lose its input.
  return (
    <Layout hasSider={!narrow} style={{ minHeight: '100vh' }}>
      {narrow && (
        <Layout.Header
          style={{ position: 'sticky', top: 0, zIndex: 10, display: 'flex', alignItems: 'center', gap: 12, paddingInline: 12, height: 52, lineHeight: '52px' }}
        >
          <Button
            type="text"
            icon={<MenuOutlined style={{ color: '#fff', fontSize: 18 }} />}
            aria-label={SHELL.openMenu}
            onClick={() => setOpen(true)}
            data-testid="hamburger"
          />
          <Typography.Text strong style={{ color: '#fff', letterSpacing: '0.12em' }}>
            稲作
          </Typography.Text>
          <Typography.Text style={{ color: 'rgba(255,255,255,0.75)', marginInlineStart: 'auto' }}>
            {formatDateWithWeekday(now)}
          </Typography.Text>
          <ShellOutboxBadge color="#fff" />
        </Layout.Header>
      )}
      {narrow && (
        <Drawer
          placement="left"
          open={open}
          onClose={() => setOpen(false)}
          size={SIDER_WIDTH + 16}
          closable={false}
          styles={{ body: { padding: 0, background: COLORS.siderBg } }}
        >
          <SiderContent onNavigated={() => setOpen(false)} />
        </Drawer>
      )}
      {!narrow && (
        <Layout.Sider
          width={SIDER_WIDTH}
          style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto', overflowX: 'hidden' }}
        >
          <SiderContent />
        </Layout.Sider>
      )}
      <Layout.Content style={{ padding: narrow ? 12 : 24, minWidth: 0 }}>{children}</Layout.Content>
    </Layout>
  );
}
