import { useNarrow } from '@inasaku/map';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { HISTORY_TEXTS } from '../common/texts';

/**
 * A popup beside the icon bar that leaves the map usable (the work filter is used while looking
 * at the pins, a search hit centres the map behind it). A sheet over the top of a phone screen.
 */
export function FloatingPanel({
  title,
  testId,
  onClose,
  children,
  footer,
  width = 340,
}: {
  title: ReactNode;
  testId: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}) {
  const narrow = useNarrow();
  return (
    <Card
      size="small"
      role="dialog"
      aria-label={typeof title === 'string' ? title : undefined}
      data-testid={testId}
      title={title}
      extra={<Button type="text" size="small" icon={<CloseOutlined />} aria-label={HISTORY_TEXTS.close} data-testid={`${testId}-close`} onClick={onClose} />}
      style={{
        position: 'absolute',
        zIndex: 1002,
        boxShadow: '0 4px 16px rgba(0,0,0,0.3)',
        display: 'flex',
        flexDirection: 'column',
        ...(narrow
          ? { left: 56, right: 6, top: 6, maxHeight: 'calc(100% - 12px)' }
          : { left: 64, top: 10, width, maxHeight: 'calc(100% - 20px)' }),
      }}
      styles={{ body: { overflowY: 'auto', flex: 1, minHeight: 0, padding: 12 } }}
    >
      {children}
      {footer ? <div style={{ marginTop: 12 }}>{footer}</div> : null}
    </Card>
  );
}
