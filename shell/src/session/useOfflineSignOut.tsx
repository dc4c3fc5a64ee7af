import type { CurrentUser } from '@inasaku/contracts';
import { forgetOfflineData, forgetRememberedSession, offlineStoreOf, OUTBOX_TEXTS, replayOutbox, unsentCount } from '@inasaku/offline';
import { BUTTONS } from '@inasaku/ui';
import { App, Button, Flex } from 'antd';
import { useCallback } from 'react';

type Choice = 'send' | 'discard' | 'cancel';

/**
 * Sign-out with records still on the device: 未送信の記録がn件あります, offering to send them first;
 * then the user's on-device data is deleted, so the next user of this browser finds none of it.
 */
export function useOfflineSignOut(user: Pick<CurrentUser, 'user_id' | 'account_id'>) {
  const { modal, message } = App.useApp();
  return useCallback(
    async (signOut: () => Promise<void>) => {
      const db = offlineStoreOf(user);
      const unsent = db ? await unsentCount(db).catch(() => 0) : 0;
      if (db && unsent > 0) {
        const choice = await new Promise<Choice>((resolve) => {
          const answer = (c: Choice) => {
            dialog.destroy();
            resolve(c);
          };
          const dialog = modal.confirm({
            title: OUTBOX_TEXTS.unsentOnSignOut(unsent),
            content: OUTBOX_TEXTS.unsentOnSignOutDetail,
            closable: true,
            onCancel: () => resolve('cancel'),
            footer: (
              <Flex gap={8} justify="flex-end" wrap style={{ marginTop: 16 }}>
                <Button onClick={() => answer('cancel')}>{BUTTONS.cancel}</Button>
                <Button danger data-testid="signout-discard" onClick={() => answer('discard')}>
                  {OUTBOX_TEXTS.signOutAnyway}
                </Button>
                <Button type="primary" data-testid="signout-send-first" onClick={() => answer('send')}>
                  {OUTBOX_TEXTS.sendThenSignOut}
                </Button>
              </Flex>
            ),
          });
        });
        if (choice === 'cancel') return;
        if (choice === 'send') {
          await replayOutbox(db).catch(() => undefined);
          const left = await unsentCount(db).catch(() => 0);
          if (left > 0) {
            message.error(OUTBOX_TEXTS.stillUnsent(left));
            return;
          }
        }
      }
      await forgetOfflineData(user).catch((e) => console.warn('[shell] on-device data could not be deleted', e));
      await forgetRememberedSession();
      await signOut();
    },
    [user, modal, message],
  );
}
