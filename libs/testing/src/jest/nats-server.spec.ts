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
