import type { LineChannelStatus } from '@inasaku/contracts';
import { Divider, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { LineSettings } from './LineSettings';
import { notificationApi } from './notification-api';
import { NOTIFICATION_TEXTS as T } from './notification-texts';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import { PushDevices } from './PushDevices';

/**
 * 個人設定 › 通知: where the water alerts reach this user. The routes belong to the water feature,
 * so an account without it only reads why.
 */
export function NotificationSettings({ waterFeature, isRoot }: { waterFeature: boolean; isRoot: boolean }) {
  const [line, setLine] = useState<LineChannelStatus | null>(null);
  useEffect(() => {
    if (!waterFeature) return;
    let live = true;
    notificationApi.line().then(
      (s) => live && setLine(s),
      () => live && setLine({ configured: false, enabled: false, linked: false, line_user_id: null }),
    );
    return () => {
      live = false;
    };
  }, [waterFeature]);

  return (
    <section aria-labelledby="notification-title" data-testid="notification-settings">
      <Typography.Title level={2} id="notification-title" style={{ fontSize: 16 }}>
        {T.title}
      </Typography.Title>
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
    </section>
  );
}
