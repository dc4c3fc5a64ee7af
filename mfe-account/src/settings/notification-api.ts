import { CLIENT_ROUTES } from '@inasaku/contracts';
import { callApi } from '@inasaku/ui';

/** The request bodies of libs/contracts water/push.ts (the gateway checks them with the same schemas). */
export interface SubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  device_name: string;
}

/** Alert delivery to this user: push devices, preferences, LINE (routes /api/notification/*). */
export const notificationApi = {
  publicKey: () => callApi(CLIENT_ROUTES['push.publicKey']).then((d) => d.public_key),
};
