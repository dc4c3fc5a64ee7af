import { Typography } from 'antd';
import { NOTIFICATION_TEXTS as T } from './notification-texts';

/** How to add 稲作 to the home screen; on iPhone that is also the condition for notifications. */
export function InstallGuide() {
  return (
    <section aria-labelledby="install-title" data-testid="install-guide">
      <Typography.Title level={2} id="install-title" style={{ fontSize: 16 }}>
        {T.install}
      </Typography.Title>
      <Typography.Paragraph>{T.installLead}</Typography.Paragraph>
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        {T.android}
      </Typography.Title>
      <ol style={{ paddingLeft: 20 }}>
        {T.androidSteps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        {T.iphone}
      </Typography.Title>
      <ol style={{ paddingLeft: 20 }}>
        {T.iphoneSteps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <Typography.Paragraph type="warning" data-testid="install-iphone-note">{T.iphoneNote}</Typography.Paragraph>
    </section>
  );
}
