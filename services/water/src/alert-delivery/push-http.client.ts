import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import tls from 'node:tls';
import type { SendOutcome } from '../line/line.client';

/** Streams on one HTTP/2 connection should node report no limit of the push service's. */
const DEFAULT_STREAMS = 100;
/** A connection with nothing in flight this long is closed (an hourly burst, then silence). */
const IDLE_MS = 60_000;
/** How long an origin that answered without h2 is sent HTTP/1.1 before it is asked again. */
const H1_RECHECK_MS = 3600_000;

interface Session {
  h2: http2.ClientHttp2Session;
  inFlight: number;
}

interface Origin {
  sessions: Session[];
  /** Connecting: requests wait for the ALPN answer instead of opening a connection each. */
  connecting: Promise<Session | null> | null;
  h1Until: number;
}

/** The push service's status and its Retry-After (429 and 503 may carry one), or what stopped the request. */
export type PushAnswer = { status: number; retryAfter?: string } | SendOutcome;

export interface PushRequest {
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * POSTs to push services. HTTP/2 where the service offers it in ALPN (FCM, Mozilla's autopush and
 * Apple's all do): a burst of ten thousand pushes to one service is streams on one connection (or
 * a few, within the service's SETTINGS_MAX_CONCURRENT_STREAMS) instead of a TLS connection per
 * request in flight; measured, it also costs less CPU per push than node's HTTP/1.1 client. A
 * service that answers ALPN without h2 gets HTTP/1.1 on a keep-alive agent. `extraCa` is trusted
 * beside the system's roots (a private push service, the tests' stub).
 */
export class PushHttpClient {
  private readonly origins = new Map<string, Origin>();
  private readonly agent: https.Agent;
  private readonly ca: string[] | undefined;
  private closed = false;

  constructor(private readonly maxInFlight: number, private readonly timeoutMs: number, extraCaFile?: string) {
    this.ca = extraCaFile ? [...tls.rootCertificates, fs.readFileSync(extraCaFile, 'utf8')] : undefined;
    this.agent = new https.Agent({ keepAlive: true, maxSockets: maxInFlight, ...(this.ca ? { ca: this.ca } : {}) });
  }

  async post(req: PushRequest): Promise<PushAnswer> {
    const url = new URL(req.url);
    const origin = this.originOf(url.origin);
    if (origin.h1Until > Date.now()) return this.postH1(req);
    const session = await this.reserveStream(url.origin, origin);
    if (!session) return this.postH1(req);
    return this.postH2(session, url, req);
  }

  close(): void {
    this.closed = true;
    this.dropConnections();
    this.agent.destroy();
  }

  private dropConnections(): void {
    for (const o of this.origins.values()) for (const s of o.sessions) s.h2.close();
    this.origins.clear();
  }

  private originOf(key: string): Origin {
    let o = this.origins.get(key);
    if (!o) {
      // Endpoints name a handful of push services; a bound keeps a flood of odd ones harmless.
      if (this.origins.size >= 1000) this.dropConnections();
      o = { sessions: [], connecting: null, h1Until: 0 };
      this.origins.set(key, o);
    }
    return o;
  }

  /**
   * A stream slot on a connection with room (counted here, before any await, so that requests
   * waiting for the same new connection do not all take it past the service's limit), the
   * connection being made, or a new one; null: HTTP/1.1 for this origin.
   */
  private async reserveStream(key: string, origin: Origin): Promise<Session | null> {
    for (;;) {
      const free = origin.sessions.find((s) => s.inFlight < Math.min(s.h2.remoteSettings.maxConcurrentStreams ?? DEFAULT_STREAMS, this.maxInFlight));
      if (free) {
        free.inFlight += 1;
        return free;
      }
      if (!origin.connecting) {
        origin.connecting = this.connect(key, origin).finally(() => {
          origin.connecting = null;
        });
      }
      const made = await origin.connecting;
      if (!made) return null;
      // Others waited for the same connection: the loop hands each a stream while there is room.
    }
  }

  private connect(key: string, origin: Origin): Promise<Session | null> {
    return new Promise((resolve) => {
      const socket = tls.connect({
        host: new URL(key).hostname, port: Number(new URL(key).port || 443), servername: tlsServerName(key),
        ALPNProtocols: ['h2', 'http/1.1'], ...(this.ca ? { ca: this.ca } : {}), timeout: this.timeoutMs,
      });
      const fail = () => {
        socket.destroy();
        resolve(null);
      };
      socket.once('timeout', fail);
      socket.once('error', fail);
      socket.once('secureConnect', () => {
        socket.removeListener('timeout', fail);
        socket.setTimeout(0);
        if (socket.alpnProtocol !== 'h2') {
          origin.h1Until = Date.now() + H1_RECHECK_MS;
          socket.destroy();
          resolve(null);
          return;
        }
        const h2 = http2.connect(key, { createConnection: () => socket });
        const session: Session = { h2, inFlight: 0 };
        const drop = () => {
          const i = origin.sessions.indexOf(session);
          if (i >= 0) origin.sessions.splice(i, 1);
        };
        h2.on('error', drop);
        h2.on('goaway', drop);
        h2.on('close', drop);
        h2.setTimeout(IDLE_MS, () => {
          if (session.inFlight === 0) h2.close();
        });
        socket.removeListener('error', fail);
        // Its SETTINGS (max concurrent streams) first: until then node reports no limit.
        const silent = setTimeout(() => {
          h2.destroy();
          resolve(null);
        }, this.timeoutMs);
        h2.once('error', () => {
          clearTimeout(silent);
          resolve(null);
        });
        h2.once('remoteSettings', () => {
          clearTimeout(silent);
          if (this.closed) h2.close();
          else origin.sessions.push(session);
          resolve(session);
        });
      });
    });
  }

  /** On a stream slot reserved by reserveStream, given back when the exchange ends. */
  private postH2(session: Session, url: URL, req: PushRequest): Promise<PushAnswer> {
    return new Promise((resolve) => {
      let status = 0;
      let retryAfter: string | undefined;
      let settled = false;
      const done = (r: PushAnswer) => {
        if (settled) return;
        settled = true;
        session.inFlight -= 1;
        resolve(r);
      };
      let stream: http2.ClientHttp2Stream;
      try {
        stream = session.h2.request({ ':method': 'POST', ':path': `${url.pathname}${url.search}`, ...req.headers });
      } catch {
        done({ result: 'retry', detail: 'network' });
        return;
      }
      stream.setTimeout(this.timeoutMs, () => {
        stream.close(http2.constants.NGHTTP2_CANCEL);
        done({ result: 'retry', detail: 'timeout' });
      });
      stream.on('response', (h) => {
        status = Number(h[':status']);
        retryAfter = h['retry-after'] as string | undefined;
      });
      stream.on('data', () => undefined);
      const answered = (): PushAnswer => (status ? { status, ...(retryAfter ? { retryAfter } : {}) } : { result: 'retry', detail: 'network' });
      stream.on('end', () => done(answered()));
      stream.on('error', () => done({ result: 'retry', detail: 'network' }));
      stream.on('close', () => done(answered()));
      stream.end(req.body);
    });
  }

  private postH1(req: PushRequest): Promise<PushAnswer> {
    return new Promise((resolve) => {
      const r = https.request(req.url, { method: 'POST', headers: req.headers, agent: this.agent, timeout: this.timeoutMs }, (res) => {
        res.resume();
        const retryAfter = res.headers['retry-after'];
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ...(retryAfter ? { retryAfter } : {}) }));
        res.on('error', () => resolve({ result: 'retry', detail: 'network' }));
      });
      r.on('timeout', () => r.destroy(new Error('timeout')));
      r.on('error', (e) => resolve({ result: 'retry', detail: e.message === 'timeout' ? 'timeout' : 'network' }));
      r.end(req.body);
    });
  }
}

/** SNI is for host names only (RFC 6066), not addresses. */
function tlsServerName(origin: string): string | undefined {
  const host = new URL(origin).hostname;
  return /^[\d.]+$/.test(host) || host.includes(':') ? undefined : host;
}
