import { ExclamationCircleFilled, InfoCircleFilled, WarningFilled } from '@ant-design/icons';
import type { SensorAlertType } from '@inasaku/contracts';
import type { CSSProperties } from 'react';
import { alertLook } from './alert-look';

const ICONS = { danger: ExclamationCircleFilled, warning: WarningFilled, info: InfoCircleFilled } as const;

/** The mark before an alert's message: 危険 and 警告 differ in shape and colour, and are named for screen readers. */
export function AlertMark({ type }: { type: SensorAlertType }) {
  const look = alertLook(type);
  const Icon = ICONS[look.icon];
  return (
    <span role="img" aria-label={look.label} data-testid="alert-mark" data-look={look.icon} style={{ marginInlineEnd: 6, color: look.color }}>
      <Icon aria-hidden />
    </span>
  );
}

/** A 危険 row is tinted and edged in red, a 警告 row edged in amber. */
export function alertRowStyle(type: SensorAlertType): CSSProperties | undefined {
  if (type === 'danger') return { background: '#fff1f0', boxShadow: `inset 4px 0 0 ${alertLook(type).color}` };
  if (type === 'warning') return { boxShadow: `inset 4px 0 0 ${alertLook(type).color}` };
  return undefined;
}
