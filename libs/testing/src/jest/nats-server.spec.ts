import { connect } from 'nats';
import { openConnections, startPrivateNats, stopPrivateNats } from './nats-server';

// The check the integration suites' teardown makes: a client left open is named, a closed one is gone
// (the server forgets it a moment after the client closed, which the default grace covers).
describe('private nats-server: clients left open', () => {
  it('names a connection still open and forgets it once closed', async () => {
    const nats = await startPrivateNats();
    try {
      const nc = await connect({ servers: nats.url, name: 'left-open' });
      expect(await openConnections(nats, 0)).toEqual(['left-open']);
      await nc.close();
      expect(await openConnections(nats)).toEqual([]);
    } finally {
      await stopPrivateNats(nats);
    }
  });
});

// The integration suites run on two lanes, each starting its own servers: a suite must never end up
// on another lane's server (whose stop would cut it off in the middle of its tests).
describe('private nats-server: its own ports', () => {
  it('servers started at the same time each listen on ports of their own, and say so', async () => {
    const servers = await Promise.all(Array.from({ length: 4 }, () => startPrivateNats()));
    try {
      expect(new Set(servers.map((s) => s.url)).size).toBe(4);
      for (const s of servers) {
        const varz = (await (await fetch(`${s.monitorUrl}/varz`)).json()) as { port: number };
        expect(s.url).toBe(`nats://127.0.0.1:${varz.port}`);
      }
    } finally {
      await Promise.all(servers.map(stopPrivateNats));
    }
  });

  it('a server that stops before it is ready is an error at once, not a wait', async () => {
    const started = Date.now();
    await expect(startPrivateNats('false')).rejects.toThrow(/exited/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
