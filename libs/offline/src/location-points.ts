import type { CreateLocationsRequest } from '@inasaku/contracts';
import type { NewOutboxItem } from './outbox';

/** At most this many points per request (POST /api/location takes up to 500). */
export const LOCATION_BATCH = 500;

/**
 * Location points recorded on the phone, as outbox items of POST /api/location: one item per 500
 * points, each sent with its own Idempotency-Key, so a walk through the valley without signal
 * reaches the server once when the connection returns.
 */
export function locationRecords(points: CreateLocationsRequest['locations']): NewOutboxItem[] {
  const items: NewOutboxItem[] = [];
  for (let i = 0; i < points.length; i += LOCATION_BATCH) {
    const batch = points.slice(i, i + LOCATION_BATCH);
    items.push({ kind: 'location', label: `位置情報 ${batch.length}件`, method: 'POST', path: '/api/location', body: { locations: batch } });
  }
  return items;
}
