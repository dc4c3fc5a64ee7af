import type { JetStreamManager, StreamConfig } from 'nats';
import { ensureStream } from './event-bus';
import { jetStreamReplicas } from './stream-replicas';

function fakeJsm(existing: Partial<StreamConfig> | null) {
  const calls: { op: string; config: Partial<StreamConfig> }[] = [];
  const jsm = {
    streams: {
      info: async () => {
        if (!existing) throw new Error('stream not found');
        return { config: existing };
      },
      add: async (config: Partial<StreamConfig>) => calls.push({ op: 'add', config }),
      update: async (_name: string, config: Partial<StreamConfig>) => calls.push({ op: 'update', config }),
    },
  } as unknown as JetStreamManager;
  return { jsm, calls };
}

describe('JetStream stream replicas', () => {
  const saved = process.env.JETSTREAM_REPLICAS;
  afterEach(() => {
    if (saved === undefined) delete process.env.JETSTREAM_REPLICAS;
    else process.env.JETSTREAM_REPLICAS = saved;
  });

  it('one copy by default, the configured number on a cluster, nonsense ignored', () => {
    expect(jetStreamReplicas({})).toBe(1);
    expect(jetStreamReplicas({ JETSTREAM_REPLICAS: '3' })).toBe(3);
    expect(jetStreamReplicas({ JETSTREAM_REPLICAS: '0' })).toBe(1);
    expect(jetStreamReplicas({ JETSTREAM_REPLICAS: 'x' })).toBe(1);
  });

  it('a new stream is created with the configured copies', async () => {
    process.env.JETSTREAM_REPLICAS = '3';
    const { jsm, calls } = fakeJsm(null);
    await ensureStream(jsm, 'EVENTS', ['a.b.c']);
    expect(calls).toEqual([{ op: 'add', config: expect.objectContaining({ name: 'EVENTS', num_replicas: 3 }) }]);
  });

  it('a stream made on one server gets its copies once the deployment is a cluster; never fewer', async () => {
    process.env.JETSTREAM_REPLICAS = '3';
    const one = fakeJsm({ name: 'EVENTS', subjects: ['a.b.c'], num_replicas: 1 });
    await ensureStream(one.jsm, 'EVENTS', ['a.b.c']);
    expect(one.calls).toEqual([{ op: 'update', config: expect.objectContaining({ num_replicas: 3, subjects: ['a.b.c'] }) }]);
    delete process.env.JETSTREAM_REPLICAS;
    const three = fakeJsm({ name: 'EVENTS', subjects: ['a.b.c'], num_replicas: 3 });
    await ensureStream(three.jsm, 'EVENTS', ['a.b.c']);
    expect(three.calls).toEqual([]);
  });
});
