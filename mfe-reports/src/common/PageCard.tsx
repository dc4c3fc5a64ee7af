import { Card } from 'antd';
import type { ReactNode } from 'react';

/** A page that is not a map: one card, full width on a phone. */
export function PageCard({ title, extra, children, testId, maxWidth = 720 }: { title: ReactNode; extra?: ReactNode; children: ReactNode; testId: string; maxWidth?: number }) {
  return (
    <Card data-testid={testId} title={title} extra={extra} style={{ maxWidth }} styles={{ body: { padding: 16 } }}>
      {children}
    </Card>
  );
}
