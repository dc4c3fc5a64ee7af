import type { JetStreamManager, StreamConfig } from 'nats';
import { SENSOR_READINGS_STREAM_DEFINITION } from '@inasaku/contracts';
import { ensureLimitsStream } from './limits-stream';

const ensureReadingsStream = (jsm: JetStreamManager) => ensureLimitsStream(jsm, SENSOR_READINGS_STREAM_DEFINITION);

/** The stream calls of a JetStream manager, with one stream (or none) already there. */
function fakeJsm(existing: Partial<StreamConfig> | null) {
  const added: Partial<StreamConfig>[] = [];
  const updated: Partial<StreamConfig>[] = [];
  const jsm = {
    streams: {
      info: async () => (existing ? { config: existing } : Promise.reject(new Error('stream not found'))),
      add: async (config: Partial<StreamConfig>) => added.push(config),
      update: async (_name: string, config: Partial<StreamConfig>) => updated.push(config),
    },
  } as unknown as JetStreamManager;
  return { jsm, added, updated };
}

describe('ensureLimitsStream: the SENSOR_READINGS stream and its copies (JETSTREAM_REPLICAS)', () => {
  const before = process.env.JETSTREAM_REPLICAS;
  afterEach(() => {
    if (before === undefined) delete process.env.JETSTREAM_REPLICAS;
    else process.env.JETSTREAM_REPLICAS = before;
  });

  it('one copy on a single server, three on the cluster', async () => {
    delete process.env.JETSTREAM_REPLICAS;
    const single = fakeJsm(null);
    await ensureReadingsStream(single.jsm);
    expect(single.added[0]).toMatchObject({ name: 'SENSOR_READINGS', num_replicas: 1 });
    process.env.JETSTREAM_REPLICAS = '3';
    const cluster = fakeJsm(null);
    await ensureReadingsStream(cluster.jsm);
    expect(cluster.added[0]).toMatchObject({ name: 'SENSOR_READINGS', num_replicas: 3 });
  });

  it('a stream made on one server gets its copies when the deployment moves to a cluster, and is left alone otherwise', async () => {
    process.env.JETSTREAM_REPLICAS = '3';
    const moved = fakeJsm({ name: 'SENSOR_READINGS', subjects: ['sensor.readings.>'], num_replicas: 1 });
    await ensureReadingsStream(moved.jsm);
    expect(moved.added).toEqual([]);
    expect(moved.updated).toEqual([{ name: 'SENSOR_READINGS', subjects: ['sensor.readings.>'], num_replicas: 3 }]);
    const done = fakeJsm({ name: 'SENSOR_READINGS', num_replicas: 3 });
    await ensureReadingsStream(done.jsm);
    expect(done.updated).toEqual([]);
  });
});
