import { RetentionPolicy, StorageType, nanos, type JetStreamManager } from 'nats';
import { SENSOR_READINGS_STREAM, SENSOR_READINGS_SUBJECT_PREFIX } from '@inasaku/contracts';
import { jetStreamReplicas } from '@inasaku/service-kit';

/** Device retries within this window are dropped by JetStream (message id sensor:time). */
export const READINGS_DUPLICATE_WINDOW_MS = 2 * 3600_000;
/** Readings wait this long at most for water to store them (a long outage of water). */
export const READINGS_MAX_AGE_MS = 7 * 86_400_000;

/**
 * The SENSOR_READINGS stream (file storage, limits retention): created by whichever of
 * sensor-ingest and water starts first; the same definition lives in both services.
 */
export async function ensureReadingsStream(jsm: JetStreamManager): Promise<void> {
  const exists = await jsm.streams.info(SENSOR_READINGS_STREAM).catch(() => null);
  if (exists) {
    // A stream made on one server gets its copies when the deployment moves to a cluster.
    const replicas = jetStreamReplicas();
    if ((exists.config.num_replicas ?? 1) < replicas) {
      await jsm.streams.update(SENSOR_READINGS_STREAM, { ...exists.config, num_replicas: replicas });
    }
    return;
  }
  try {
    await jsm.streams.add({
      name: SENSOR_READINGS_STREAM,
      subjects: [`${SENSOR_READINGS_SUBJECT_PREFIX}>`],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      duplicate_window: nanos(READINGS_DUPLICATE_WINDOW_MS),
      max_age: nanos(READINGS_MAX_AGE_MS),
      num_replicas: jetStreamReplicas(),
    });
  } catch (e) {
    if (!/already in use|exists/i.test((e as Error).message)) throw e;
  }
}
