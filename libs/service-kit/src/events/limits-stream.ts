import { RetentionPolicy, StorageType, nanos, type JetStreamManager } from 'nats';
import { jetStreamReplicas } from './stream-replicas';

/** A stream kept on disk for a while whatever its consumers do (limits retention). */
export interface LimitsStreamDefinition {
  name: string;
  subjects: readonly string[];
  /** a message id seen again within this window is stored once */
  duplicateWindowMs: number;
  /** messages older than this are dropped */
  maxAgeMs: number;
}

/**
 * Creates the stream, by whichever service starts first (the others find it), with the
 * configured number of copies (JETSTREAM_REPLICAS); a stream made on one server gets its copies
 * when the deployment moves to a cluster.
 */
export async function ensureLimitsStream(jsm: JetStreamManager, definition: LimitsStreamDefinition): Promise<void> {
  const exists = await jsm.streams.info(definition.name).catch(() => null);
  if (exists) {
    const replicas = jetStreamReplicas();
    if ((exists.config.num_replicas ?? 1) < replicas) {
      await jsm.streams.update(definition.name, { ...exists.config, num_replicas: replicas });
    }
    return;
  }
  try {
    await jsm.streams.add({
      name: definition.name,
      subjects: [...definition.subjects],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      duplicate_window: nanos(definition.duplicateWindowMs),
      max_age: nanos(definition.maxAgeMs),
      num_replicas: jetStreamReplicas(),
    });
  } catch (e) {
    // Another service or replica created it meanwhile.
    if (!/already in use|exists/i.test((e as Error).message)) throw e;
  }
}
