import { Card } from 'antd';
import type { ReactNode } from 'react';

/** A settings page that is not a map: one card, as wide as a form needs on a desktop, full width on a phone. */
export function PageCard({ title, extra, children, testId }: { title: ReactNode; extra?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Card data-testid={testId} title={title} extra={extra} style={{ maxWidth: 720 }} styles={{ body: { padding: 16 } }}>
      {children}
    </Card>
  );
}
