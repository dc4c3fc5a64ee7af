import { Grid } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

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
        // Own stacking context: the overlays on the map stay under antd's modals and messages.
        isolation: 'isolate',
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

/** True below antd's lg breakpoint, where panels become a compact bar. */
export function useNarrow(): boolean {
  return Grid.useBreakpoint().lg === false;
}
