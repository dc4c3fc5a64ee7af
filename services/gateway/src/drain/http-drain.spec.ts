import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpDrain, drainState } from './http-drain';

function get(port: number, path: string): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: new http.Agent({ keepAlive: true }) }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

describe('HttpDrain', () => {
  afterEach(() => {
    drainState.draining = false;
  });

  it('answers the request in flight with Connection: close, then refuses new connections', async () => {
    const server = http.createServer((req, res) => {
      setTimeout(() => res.end(req.url), req.url === '/slow' ? 300 : 0);
    });
    const drain = new HttpDrain(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const slow = get(port, '/slow');
    // The request has to reach the server first; on a busy machine that takes more than a moment.
    for (const until = Date.now() + 2000; drain.inFlight === 0 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 10));
    expect(drain.inFlight).toBe(1);
    const cut = drain.drain({ delayMs: 50, maxMs: 5000 });
    expect(drainState.draining).toBe(true);
    const answer = await slow;
    expect(answer).toEqual({ status: 200, connection: 'close', body: '/slow' });
    expect(await cut).toBe(0);
    await expect(get(port, '/late')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('cuts what is still running after maxMs', async () => {
    const server = http.createServer(() => undefined);
    const drain = new HttpDrain(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const hanging = get(port, '/never').catch((e: NodeJS.ErrnoException) => e.code);
    for (const until = Date.now() + 2000; drain.inFlight === 0 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 10));
    expect(await drain.drain({ delayMs: 0, maxMs: 100 })).toBe(1);
    expect(await hanging).toBe('ECONNRESET');
  });
});
