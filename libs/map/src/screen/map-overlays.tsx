import { Alert, Button, Space, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { BOTTOM_BAR_ATTRIBUTE } from '../leaflet/controls-above-sheets';

/**
 * The sticky message over a map (spec 000 §2.4, spec 001 home position tool): stays until the
 * screen changes it, centred at the top so that it never covers the map controls.
 */
export function MapHint({ children, type = 'info', testId = 'map-hint', top = 10 }: { children: ReactNode; type?: 'info' | 'warning'; testId?: string; top?: number }) {
  return (
    <div
      style={{
        position: 'absolute', top, left: '50%', transform: 'translateX(-50%)', zIndex: 1000,
        width: 'max-content', maxWidth: 'calc(100% - 24px)', pointerEvents: 'none',
      }}
    >
      <OpaqueAlert testId={testId} type={type}>
        {children}
      </OpaqueAlert>
    </div>
  );
}

/** A hint on white: the theme's muted alert tints turn murky over an aerial photo. */
export function OpaqueAlert({ children, type, testId }: { children: ReactNode; type: 'info' | 'warning'; testId: string }) {
  return (
    <Alert
      data-testid={testId}
      title={children}
      type={type}
      showIcon
      style={{ background: type === 'info' ? '#fff' : '#fffbe6', boxShadow: MAP_CONTROL_SHADOW, pointerEvents: 'auto' }}
    />
  );
}

/** The shadow that lifts a control off an aerial photo. */
export const MAP_CONTROL_SHADOW = '0 2px 8px rgba(0,0,0,0.25)';

/** A large button floating on the map, lifted off the photo. */
export function MapButton({ style, ...props }: ButtonProps) {
  return <Button size="large" {...props} style={{ boxShadow: MAP_CONTROL_SHADOW, ...style }} />;
}

/** A screen's tools in a row at the top left of the map. */
export function MapTools({ children }: { children: ReactNode }) {
  return <Space style={{ position: 'absolute', top: 10, left: 10, zIndex: 1000 }}>{children}</Space>;
}

/**
 * A bar of actions at the bottom of the map, within thumb reach on a phone. As above the map's
 * bottom sheets (controls-above-sheets.ts), the zoom buttons, 航空写真/地図 and the credit line
 * (the 出典 that 筆ポリゴン's terms ask for) rise above it instead of running under it.
 */
export function MapActionBar({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div
      data-testid={testId}
      {...{ [BOTTOM_BAR_ATTRIBUTE]: '' }}
      style={{
        position: 'absolute', bottom: 12, width: 'max-content', left: '50%', transform: 'translateX(-50%)', zIndex: 1000,
        display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 8, padding: '8px 12px',
        background: 'rgba(255,255,255,0.96)', borderRadius: 8, boxShadow: '0 2px 10px rgba(0,0,0,0.25)', maxWidth: 'calc(100% - 24px)',
      }}
    >
      {children}
    </div>
  );
}
