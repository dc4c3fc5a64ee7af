import { ApiError, ERRORS } from '@inasaku/ui';
import { Card } from 'antd';
import type { ReactNode } from 'react';

/** A settings page: one card, as wide as the form needs on a desktop, full width on a phone. */
export function PageCard({
  title, extra, children, testId, maxWidth = 760,
}: { title: ReactNode; extra?: ReactNode; children: ReactNode; testId: string; maxWidth?: number }) {
  return (
    <Card data-testid={testId} title={title} extra={extra} style={{ maxWidth }} styles={{ body: { padding: 16 } }}>
      {children}
    </Card>
  );
}

/**
 * The message of a failed write: the gateway's own Japanese message for bad input (400) and
 * refusals (403, 404, 409), '通信エラー' when the server was not reached, else the fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && [400, 403, 404, 409].includes(error.status) && error.message) return error.message;
  if (error instanceof ApiError && error.status === 0) return ERRORS.communication;
  return fallback;
}

/** A colour chip for a season (tables, selects). */
export function ColorChip({ color, size = 14 }: { color: string; size?: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block', width: size, height: size, borderRadius: 3, background: color,
        border: '1px solid rgba(0,0,0,0.15)', verticalAlign: 'middle', flex: 'none',
      }}
    />
  );
}
