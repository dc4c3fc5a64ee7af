import { CLIENT_ROUTES, type LineChannelStatus } from '@inasaku/contracts';
import { queryKeyOf, useRouteQuery } from '@inasaku/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Divider, Typography } from 'antd';
import { LineSettings } from './LineSettings';
import { NOTIFICATION_TEXTS as T } from './notification-texts';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import { PushDevices } from './PushDevices';
import { SettingsSection } from './SettingsSection';

const NO_LINE: LineChannelStatus = { configured: false, enabled: false, linked: false, line_user_id: null };

/**
 * 個人設定 › 通知: where the water alerts reach this user. The routes belong to the water feature,
 * so an account without it only reads why.
 */
export function NotificationSettings({ waterFeature, isRoot }: { waterFeature: boolean; isRoot: boolean }) {
  const client = useQueryClient();
  const LINE = CLIENT_ROUTES['lineChannel.get'];
  const status = useRouteQuery(LINE, {}, { enabled: waterFeature });
  const line: LineChannelStatus | null = status.data ?? (status.error ? NO_LINE : null);
  // A save answers the new status: it replaces the cached one.
  const setLine = (next: LineChannelStatus) => client.setQueriesData({ queryKey: queryKeyOf(LINE) }, next);

  return (
    <SettingsSection id="notification" title={T.title} testId="notification-settings">
      {!waterFeature ? (
        <Typography.Paragraph type="secondary" data-testid="notification-no-water">{T.noWater}</Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{T.lead}</Typography.Paragraph>
          <PushDevices />
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8 }}>
            {T.signOutNote}
          </Typography.Paragraph>
          <Divider dashed />
          <NotificationPreferencesForm lineAvailable={!!line?.configured && !!line.enabled && line.linked} />
          <Divider dashed />
          {line && <LineSettings status={line} isRoot={isRoot} onChange={setLine} />}
        </>
      )}
    </SettingsSection>
  );
}
