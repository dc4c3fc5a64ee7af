import { Typography } from 'antd';
import { NOTIFICATION_TEXTS as T } from './notification-texts';
import { SettingsSection } from './SettingsSection';

/** One phone's steps, in order. */
function Steps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        {title}
      </Typography.Title>
      <ol style={{ paddingLeft: 20 }}>
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </>
  );
}

/** How to add 稲作 to the home screen; on iPhone that is also the condition for notifications. */
export function InstallGuide() {
  return (
    <SettingsSection id="install" title={T.install} testId="install-guide">
      <Typography.Paragraph>{T.installLead}</Typography.Paragraph>
      <Steps title={T.android} steps={T.androidSteps} />
      <Steps title={T.iphone} steps={T.iphoneSteps} />
      <Typography.Paragraph type="warning" data-testid="install-iphone-note">{T.iphoneNote}</Typography.Paragraph>
    </SettingsSection>
  );
}
