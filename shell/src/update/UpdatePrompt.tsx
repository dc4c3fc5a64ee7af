import { useEffect } from 'react';
import { App, Button } from 'antd';
import { switchToNewDeployment, watchDeployments, type WorkerContainer } from './deployment-watch';

export const UPDATE_TEXTS = {
  title: '新しいバージョンがあります。',
  description: '更新すると、新しいバージョンで開き直します。',
  update: '更新',
} as const;

const NOTICE_KEY = 'inasaku-new-version';

function serviceWorkerContainer(): WorkerContainer | null {
  return typeof navigator !== 'undefined' && navigator.serviceWorker ? (navigator.serviceWorker as unknown as WorkerContainer) : null;
}

/**
 * Shows 新しいバージョンがあります。 with 更新 once the service worker holds a complete newer
 * deployment. It stays until the user acts: the screen in use (a form being filled in the paddy)
 * is never reloaded without asking.
 */
export function UpdatePrompt({ container = serviceWorkerContainer(), reload = () => window.location.reload() }: { container?: WorkerContainer | null; reload?: () => void }) {
  const { notification } = App.useApp();
  useEffect(() => {
    if (!container) return undefined;
    return watchDeployments({
      container,
      onUpdateAvailable: () =>
        notification.info({
          key: NOTICE_KEY,
          title: UPDATE_TEXTS.title,
          description: UPDATE_TEXTS.description,
          duration: false,
          actions: (
            <Button type="primary" data-testid="update-app" onClick={() => void switchToNewDeployment(container, reload)}>
              {UPDATE_TEXTS.update}
            </Button>
          ),
        }),
    });
  }, [container, notification, reload]);
  return null;
}
