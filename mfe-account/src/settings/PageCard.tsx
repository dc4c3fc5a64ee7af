import { Card } from 'antd';
import type { ReactNode } from 'react';

/**
 * A signed-in account page (users, personal settings, inquiry, paid plan): one card, as wide
 * as its form needs on a desktop and the full width on a phone.
 */
export function PageCard({
  title,
  extra,
  children,
  testId,
  maxWidth = 760,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId: string;
  maxWidth?: number;
}) {
  return (
    <Card data-testid={testId} title={title} extra={extra} style={{ maxWidth }} styles={{ body: { padding: 16 } }}>
      {children}
    </Card>
  );
}
