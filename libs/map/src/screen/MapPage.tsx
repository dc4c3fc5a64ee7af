import { Grid } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

// The shell's content area: 24 px padding beside the side menu; below lg a 52 px header and 12 px padding.
const DESKTOP_HEIGHT = 'calc(100dvh - 48px)';
const NARROW_HEIGHT = 'calc(100dvh - 76px)';

/**
 * Fills the shell's content area with a map screen, on a desktop and on a phone alike.
 * `isolated` gives the frame its own stacking context, so that the overlays on the map stay under
 * antd's modals and messages (the works and water-gate screens, whose panels float over the map).
 */
export function MapPage({ children, testId, style, isolated = false }: { children: ReactNode; testId: string; style?: CSSProperties; isolated?: boolean }) {
  const narrow = useNarrow();
  return (
    <div
      data-testid={testId}
      style={{
        position: 'relative',
        ...(isolated ? { isolation: 'isolate' as const } : {}),
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

/** True below antd's lg breakpoint, where panels become bottom sheets or a compact bar. */
export function useNarrow(): boolean {
  return Grid.useBreakpoint().lg === false;
}
