import { Alert } from 'antd';
import type { ReactNode } from 'react';

/**
 * The sticky message over a map (spec 000 §2.4, spec 001 home position tool): stays until the
 * screen changes it, centred at the top so that it never covers the map controls.
 */
export function MapHint({
  children,
  type = 'info',
  testId = 'map-hint',
  top = 10,
}: {
  children: ReactNode;
  type?: 'info' | 'warning';
  testId?: string;
  top?: number;
}) {
  return (
    <div
      style={{
        position: 'absolute',
        top,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1000,
        width: 'max-content',
        maxWidth: 'calc(100% - 24px)',
        pointerEvents: 'none',
      }}
    >
      <Alert data-testid={testId} title={children} type={type} showIcon style={{ boxShadow: '0 2px 8px rgba(0,0,0,0.2)', pointerEvents: 'auto' }} />
    </div>
  );
}
