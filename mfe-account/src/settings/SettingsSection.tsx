import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** One section of the personal settings page, named by its heading (`<id>-title`) for assistive technology. */
export function SettingsSection({ id, title, testId, children }: { id: string; title: string; testId?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={testId}>
      <Typography.Title level={2} id={`${id}-title`} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
