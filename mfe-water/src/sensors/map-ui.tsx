import type { ShellSession } from '@inasaku/ui';
import { SHELL } from '@inasaku/ui';
import { initialView, type FarmHomeMarker } from '@inasaku/map';
import { Alert, Grid } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

// Map-screen frame of the water sensor screens, the same look as the fields remote's map screens.

// The shell's content area: 24 px padding beside the side menu; below lg a 52 px header and 12 px padding.
const DESKTOP_HEIGHT = 'calc(100dvh - 48px)';
const NARROW_HEIGHT = 'calc(100dvh - 76px)';

/** Fills the shell's content area with a map screen, on a desktop and on a phone alike. */
export function MapPage({ children, testId, style }: { children: ReactNode; testId: string; style?: CSSProperties }) {
  const narrow = useNarrow();
  return (
    <div
      data-testid={testId}
      style={{
        position: 'relative',
        height: narrow ? NARROW_HEIGHT : DESKTOP_HEIGHT,
        minHeight: 360,
        borderRadius: narrow ? 0 : 8,
        overflow: 'hidden',
        boxShadow: '0 1px 3px rgba(0,0,0,0.12)',
        ...style,
      }}
    >
      {children}
    </div>
  );
}

/** True below antd's lg breakpoint, where panels become bottom sheets. */
export function useNarrow(): boolean {
  return Grid.useBreakpoint().lg === false;
}

/** The sticky message over a map: stays until the screen changes it, centred at the top. */
export function MapHint({ children, type = 'info', testId = 'map-hint', top = 10 }: { children: ReactNode; type?: 'info' | 'warning'; testId?: string; top?: number }) {
  return (
    <div style={{ position: 'absolute', top, left: '50%', transform: 'translateX(-50%)', zIndex: 1000, width: 'max-content', maxWidth: 'calc(100% - 24px)', pointerEvents: 'none' }}>
      <Alert
        data-testid={testId}
        title={children}
        type={type}
        showIcon
        style={{ background: type === 'info' ? '#fff' : '#fffbe6', boxShadow: '0 2px 8px rgba(0,0,0,0.25)', pointerEvents: 'auto' }}
      />
    </div>
  );
}

/** A bar of actions at the bottom of the map, within thumb reach on a phone. */
export function MapActionBar({ children, testId }: { children: ReactNode; testId?: string }) {
  const narrow = useNarrow();
  return (
    <div
      data-testid={testId}
      style={{
        position: 'absolute', bottom: narrow ? 100 : 36, width: 'max-content', left: '50%', transform: 'translateX(-50%)', zIndex: 1000,
        display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 8, padding: '8px 12px',
        background: 'rgba(255,255,255,0.96)', borderRadius: 8, boxShadow: '0 2px 10px rgba(0,0,0,0.25)', maxWidth: 'calc(100% - 24px)',
      }}
    >
      {children}
    </div>
  );
}

/** The opening view of a map screen: zoom 17 on the home position, else Japan at zoom 5. */
export function sessionView(session: ShellSession) {
  return initialView(session.user.area_pos);
}

export function homeMarkerOf(session: ShellSession): FarmHomeMarker | null {
  const pos = session.user.area_pos;
  return pos ? { lat: pos.latitude, lng: pos.longitude, title: 'ホーム' } : null;
}

/** Why a screen cannot be edited: a past year or a read-only plan (spec 000 §4.1). */
export function readOnlyReason(session: ShellSession): string {
  return session.pastYear ? SHELL.pastYearNotice : SHELL.readOnlyNotice;
}
