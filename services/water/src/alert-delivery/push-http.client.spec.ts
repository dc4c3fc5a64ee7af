import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import tls from 'node:tls';
import { selfSignedCertificate } from '../test/self-signed-certificate';
import { PushHttpClient } from './push-http.client';

// Push services over HTTP/2 and HTTP/1.1 (local servers with a test certificate): the client takes
// h2 where ALPN offers it, keeps within the service's concurrent streams, falls back to HTTP/1.1.
const { dir, certFile, key, cert } = selfSignedCertificate('push-http-');
const tlsFiles = { key, cert };

interface Seen { versions: string[]; connections: number; maxInFlight: number; maxStreamsOnOneConnection: number }

// Generous: TLS handshakes on a loaded 2-core machine take their time.
jest.setTimeout(30_000);

async function listen(server: http2.Http2SecureServer | https.Server, seen: Seen): Promise<string> {
  server.on('secureConnection', () => {
    seen.connections += 1;
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `https://127.0.0.1:${(server.address() as { port: number }).port}`;
}

function answering(seen: Seen, delayMs: number) {
  let inFlight = 0;
  const streams = new Map<unknown, number>();
  return (req: http2.Http2ServerRequest | import('node:http').IncomingMessage, res: http2.Http2ServerResponse | import('node:http').ServerResponse) => {
    inFlight += 1;
    seen.maxInFlight = Math.max(seen.maxInFlight, inFlight);
    const connection = 'stream' in req ? req.stream.session : req.socket;
    streams.set(connection, (streams.get(connection) ?? 0) + 1);
    seen.maxStreamsOnOneConnection = Math.max(seen.maxStreamsOnOneConnection, streams.get(connection)!);
    res.on('finish', () => streams.set(connection, streams.get(connection)! - 1));
    seen.versions.push(req.httpVersion);
    req.resume();
    req.on('end', () => setTimeout(() => {
      inFlight -= 1;
      res.statusCode = req.url === '/gone' ? 410 : req.url === '/busy' ? 429 : 201;
      if (req.url === '/busy') res.setHeader('retry-after', '120');
      res.end();
    }, req.url === '/slow' ? 2_000 : delayMs).unref());
  };
}

const servers: { close(cb?: () => void): unknown }[] = [];
const clients: PushHttpClient[] = [];
afterAll(async () => {
  for (const c of clients) c.close();
  for (const s of servers) {
    (s as { closeAllConnections?: () => void }).closeAllConnections?.();
    await new Promise<void>((r) => s.close(() => r()));
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const client = (maxInFlight: number, timeoutMs = 5_000) => {
  const c = new PushHttpClient(maxInFlight, timeoutMs, certFile);
  clients.push(c);
  return c;
};
const post = (c: PushHttpClient, url: string) => c.post({ url, headers: { ttl: '60', 'content-encoding': 'aes128gcm' }, body: Buffer.from('x') });

it('sends over HTTP/2 on one connection, within the concurrent streams the service allows', async () => {
  const seen: Seen = { versions: [], connections: 0, maxInFlight: 0, maxStreamsOnOneConnection: 0 };
  const server = http2.createSecureServer({ ...tlsFiles, allowHTTP1: true, settings: { maxConcurrentStreams: 8 } }, answering(seen, 300));
  servers.push(server);
  const origin = await listen(server, seen);
  const c = client(24);
  // 24 in flight (the delivery's lanes bound them), 8 streams a connection: three connections. A
  // stream past the service's limit would be refused (REFUSED_STREAM) and answer a retry, not 201.
  const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => post(c, `${origin}/${i === 0 ? 'gone' : 'push'}`)));
  expect(answers[0]).toEqual({ status: 410 });
  expect(answers.slice(1)).toEqual(Array.from({ length: 23 }, () => ({ status: 201 })));
  expect(new Set(seen.versions)).toEqual(new Set(['2.0']));
  expect(seen.maxStreamsOnOneConnection).toBeLessThanOrEqual(8);
  // Three when all 24 were in flight at once (a loaded machine may finish some before others start).
  expect(seen.connections).toBeLessThanOrEqual(3);
  expect(seen.connections).toBeGreaterThanOrEqual(Math.ceil(seen.maxInFlight / 8));
  const connections = seen.connections;
  // The next burst reuses them.
  await Promise.all(Array.from({ length: 24 }, () => post(c, `${origin}/push`)));
  expect(seen.connections).toBeLessThanOrEqual(Math.max(connections, 3));
  expect(seen.maxStreamsOnOneConnection).toBeLessThanOrEqual(8);
});

it.each([['HTTP/2', true], ['HTTP/1.1', false]])('passes on the Retry-After of a 429 (%s)', async (_, h2) => {
  const seen: Seen = { versions: [], connections: 0, maxInFlight: 0, maxStreamsOnOneConnection: 0 };
  const server = h2 ? http2.createSecureServer({ ...tlsFiles, allowHTTP1: true }, answering(seen, 0)) : https.createServer(tlsFiles, answering(seen, 0));
  servers.push(server);
  const origin = await listen(server, seen);
  expect(await post(client(2), `${origin}/busy`)).toEqual({ status: 429, retryAfter: '120' });
  expect(await post(client(2), `${origin}/push`)).toEqual({ status: 201 });
});

it('falls back to HTTP/1.1 keep-alive where the service offers no h2', async () => {
  const seen: Seen = { versions: [], connections: 0, maxInFlight: 0, maxStreamsOnOneConnection: 0 };
  const server = https.createServer({ ...tlsFiles, keepAlive: true }, answering(seen, 5));
  servers.push(server);
  const origin = await listen(server, seen);
  const c = client(4);
  const answers = await Promise.all(Array.from({ length: 12 }, () => post(c, `${origin}/push`)));
  expect(answers).toEqual(Array.from({ length: 12 }, () => ({ status: 201 })));
  expect(new Set(seen.versions)).toEqual(new Set(['1.1']));
  // The ALPN probe, then at most four kept-alive sockets.
  expect(seen.connections).toBeLessThanOrEqual(5);
});

it('a push service that does not answer in time is a retry (timeout); one that cannot be reached, a retry (network)', async () => {
  const seen: Seen = { versions: [], connections: 0, maxInFlight: 0, maxStreamsOnOneConnection: 0 };
  const server = http2.createSecureServer({ ...tlsFiles, allowHTTP1: true }, answering(seen, 0));
  servers.push(server);
  const origin = await listen(server, seen);
  expect(await post(client(4, 300), `${origin}/slow`)).toEqual({ result: 'retry', detail: 'timeout' });
  expect(await post(client(4, 300), 'https://127.0.0.1:1/push')).toEqual({ result: 'retry', detail: 'network' });
});

it('a service that takes h2 but never sends its settings does not hold the sender: the push is a retry after the timeout', async () => {
  const sockets: tls.TLSSocket[] = [];
  const silent = tls.createServer({ ...tlsFiles, ALPNProtocols: ['h2'] }, (socket) => sockets.push(socket));
  servers.push({ close: (cb?: () => void) => {
    for (const s of sockets) s.destroy();
    return silent.close(cb);
  } });
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  const started = Date.now();
  const answer = await post(client(4, 300), `https://127.0.0.1:${(silent.address() as { port: number }).port}/push`);
  expect(answer).toEqual({ result: 'retry', detail: 'timeout' });
  expect(Date.now() - started).toBeLessThan(3_000);
});
