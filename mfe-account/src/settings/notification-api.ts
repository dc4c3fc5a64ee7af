import type {
  LineChannelStatus, NotificationPreferences, PushDevice, PushPublicKey, PushSubscriptionCreated,
} from '@inasaku/contracts';
import { apiFetch } from '@inasaku/ui';

/** The request bodies of libs/contracts water/push.ts (the gateway checks them with the same schemas). */
export interface SubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  device_name: string;
}

/** Alert delivery to this user: push devices, preferences, LINE (routes /api/notification/*). */
export const notificationApi = {
  publicKey: () => apiFetch<PushPublicKey>('/api/notification/push/public-key').then((d) => d.public_key),
  subscribe: (body: SubscriptionBody) =>
    apiFetch<PushSubscriptionCreated>('/api/notification/push/subscriptions', { method: 'POST', body }),
  devices: () => apiFetch<{ list: PushDevice[] }>('/api/notification/push/subscriptions').then((d) => d.list),
  removeDevice: (id: string) =>
    apiFetch<unknown>(`/api/notification/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE', body: {} }),
  preferences: () => apiFetch<NotificationPreferences>('/api/notification/preferences'),
  savePreferences: (body: NotificationPreferences) =>
    apiFetch<NotificationPreferences>('/api/notification/preferences', { method: 'PUT', body }),
  line: () => apiFetch<LineChannelStatus>('/api/notification/line'),
  saveLineChannel: (body: { channel_access_token?: string; enabled: boolean }) =>
    apiFetch<LineChannelStatus>('/api/notification/line', { method: 'PUT', body }),
  linkLine: (line_user_id: string | null) =>
    apiFetch<LineChannelStatus>('/api/notification/line/link', { method: 'PUT', body: { line_user_id } }),
};
