import http from 'node:http';
import { PushServiceStub } from './push-service.stub';

/**
 * The push service stub in a process of its own (the benchmark: its TLS and checks must not eat
 * the CPU of the service being measured; the browser tests: the system under test is started
 * apart from jest). Prints one JSON line `{ origin, control, caFile }` on stdout, then answers a
 * plain-HTTP control API on 127.0.0.1:
 *   POST /subscriptions {count}          -> [{ endpoint, keys }] made as a browser makes them
 *   POST /mode {lazy, expectedPublicKey, answerAfterMs} -> bench mode (keep bodies), the VAPID key
 *                                        to insist on, a delay before each answer (a network's)
 *   GET  /state                          -> counters, problems, the stub's own CPU ms
 *   GET  /received?endpoint=             -> what reached one subscription, decrypted, with its headers
 *   POST /decrypt-kept {step}            -> bench mode's bodies decrypted afterwards (every step-th)
 */
export async function main(): Promise<void> {
  const stub = await PushServiceStub.start();
  const routes: Record<string, (body: Record<string, unknown>, url: URL) => unknown> = {
    'POST /subscriptions': (b) => Array.from({ length: Number(b.count ?? 1) }, () => {
      const s = stub.subscribe();
      return { endpoint: s.endpoint, keys: s.keys };
    }),
    'POST /mode': (b) => {
      if (typeof b.lazy === 'boolean') stub.lazy = b.lazy;
      if (b.expectedPublicKey !== undefined) stub.expectedPublicKey = (b.expectedPublicKey as string | null) ?? null;
      if (typeof b.answerAfterMs === 'number') stub.answerAfterMs = b.answerAfterMs;
      return { lazy: stub.lazy, expectedPublicKey: stub.expectedPublicKey, answerAfterMs: stub.answerAfterMs };
    },
    'GET /state': () => {
      const cpu = process.cpuUsage();
      return {
        total: stub.total, kept: stub.keptCount, lastRequestAt: stub.lastRequestAt, problems: stub.problems,
        httpVersions: stub.httpVersions, cpuMs: (cpu.user + cpu.system) / 1000,
      };
    },
    'GET /received': (_b, url) => stub.log.filter((l) => l.endpoint === url.searchParams.get('endpoint')),
    'POST /decrypt-kept': (b) => stub.decryptKept(Number(b.step ?? 1)),
  };
  const control = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const route = routes[`${req.method} ${url.pathname}`];
      res.setHeader('Content-Type', 'application/json');
      if (!route) {
        res.statusCode = 404;
        res.end('{}');
        return;
      }
      try {
        res.end(JSON.stringify(route(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}, url)));
      } catch (e) {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: (e as Error).message }));
      }
    });
  });
  await new Promise<void>((r) => control.listen(Number(process.env.PUSH_STUB_CONTROL_PORT ?? 0), '127.0.0.1', r));
  const port = (control.address() as { port: number }).port;
  process.stdout.write(`${JSON.stringify({ origin: stub.origin, control: `http://127.0.0.1:${port}`, caFile: stub.caFile })}\n`);
  const stop = () => {
    control.close();
    void stub.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
