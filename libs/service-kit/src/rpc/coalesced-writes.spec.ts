import net from 'node:net';
import { connect, type NatsConnection } from 'nats';
import { coalesceWrites } from './coalesced-writes';

/** Just enough of a NATS server for a client to connect and publish: every PUB line is collected. */
async function fakeNatsServer() {
  const published: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.write('INFO {"server_id":"fake","version":"2.10.0","headers":true,"max_payload":1048576,"proto":1}\r\n');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      const lines = buffered.split('\r\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('PING')) socket.write('PONG\r\n');
        if (line.startsWith('PUB ')) published.push(line);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `nats://127.0.0.1:${port}`,
    published,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Socket writes the client makes from now on. */
function countWrites(nc: NatsConnection): { writes: number } {
  const transport = (nc as unknown as { protocol: { transport: { send(frame: Uint8Array): void } } }).protocol.transport;
  const counter = { writes: 0 };
  const send = transport.send.bind(transport);
  transport.send = (frame) => {
    counter.writes += 1;
    send(frame);
  };
  return counter;
}

/** Twenty publishes, each from its own callback of one loop turn, as requests arriving on twenty sockets are. */
async function publishFromSeparateCallbacks(nc: NatsConnection, n = 20): Promise<void> {
  await Promise.all(
    Array.from({ length: n }, (_, i) => new Promise<void>((resolve) => setImmediate(() => {
      nc.publish(`subject.${i}`, new TextEncoder().encode(String(i)));
      resolve();
    }))),
  );
  await nc.flush();
}

describe('coalesceWrites', () => {
  let server: Awaited<ReturnType<typeof fakeNatsServer>>;
  let nc: NatsConnection;

  beforeEach(async () => {
    server = await fakeNatsServer();
    nc = await connect({ servers: server.url, reconnect: false });
  });

  afterEach(async () => {
    await nc.close();
    await server.close();
  });

  it('without it, nats.js writes once per callback (what this changes)', async () => {
    const counter = countWrites(nc);
    await publishFromSeparateCallbacks(nc);
    expect(counter.writes).toBeGreaterThanOrEqual(20);
  });

  it('writes what one loop turn published in one write, every message delivered in order', async () => {
    expect(coalesceWrites(nc)).toBe(true);
    const counter = countWrites(nc);
    await publishFromSeparateCallbacks(nc);
    // The publishes, then the flush's PING (a turn later at most).
    expect(counter.writes).toBeLessThanOrEqual(2);
    expect(server.published).toEqual(Array.from({ length: 20 }, (_, i) => expect.stringMatching(new RegExp(`^PUB subject\\.${i} `))));
  });

  it('still writes at once past the pending limit, and is applied once only', async () => {
    expect(coalesceWrites(nc)).toBe(true);
    expect(coalesceWrites(nc)).toBe(true);
    const counter = countWrites(nc);
    const big = new Uint8Array(40 * 1024);
    for (let i = 0; i < 3; i++) nc.publish('big', big);
    // nats.js's threshold is 32 KB: the second publish finds it passed and writes both at once,
    // synchronously, before any turn ends.
    expect(counter.writes).toBe(1);
    await nc.flush();
  });
});
