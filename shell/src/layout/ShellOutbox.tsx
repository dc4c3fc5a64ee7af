import { OutboxBadge, offlineStoreOf, useReplayWhenOnline } from '@inasaku/offline';
import { useMemo } from 'react';
import { useShell } from '../session/ShellContext';

function useUserStore() {
  const { user } = useShell().session;
  return useMemo(() => offlineStoreOf({ user_id: user.user_id, account_id: user.account_id }), [user.user_id, user.account_id]);
}

/** 未送信 n in the header while records wait on the device; opens their list (送信待ち, 送信できませんでした…). */
export function ShellOutboxBadge({ color }: { color?: string }) {
  return <OutboxBadge db={useUserStore()} color={color} />;
}

/** The app sends what waits itself: at start and whenever the connection returns. */
export function useShellOutboxReplay(): void {
  useReplayWhenOnline(useUserStore());
}
