import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { decrypt } from 'http_ece';
import { selfSignedCertificate } from './self-signed-certificate';

/** A browser's side of one subscription: the keys the test made, and what the stub received for it. */
export interface StubSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  /** decrypted payloads, in arrival order */
  received: Record<string, unknown>[];
  /** statuses to answer next (then 201) */
  answers: number[];
  /** requests that reached the stub (accepted or not) */
  requests: number;
}

export interface PushRequestProblem {
  endpoint: string;
  problem: string;
}

/**
 * A local push service (RFC 8030) over HTTPS with a self-signed certificate, speaking HTTP/2 and
 * HTTP/1.1 like the real ones (ALPN picks). Every request must
 * carry a VAPID JWT (RFC 8292) whose audience is the endpoint's origin, which expires within 24 h
 * and whose ES256 signature verifies against the `k` public key, which must be the service's
 * VAPID key. The payload is decrypted (RFC 8291 aes128gcm) with the subscription's private key
 * and auth secret, which only the test knows. Anything wrong is recorded in `problems`.
 */
export class PushServiceStub {
  readonly subscriptions = new Map<string, StubSubscription>();
  readonly problems: PushRequestProblem[] = [];
  /** epoch ms of the last request received */
  lastRequestAt = 0;
  total = 0;
  expectedPublicKey: string | null = null;
  /** requests by HTTP version ('2.0', '1.1') */
  readonly httpVersions: Record<string, number> = {};
  /** every decrypted payload with its arrival time and the headers a push service acts on */
  readonly log: { at: number; endpoint: string; payload: Record<string, unknown>; urgency: string; ttl: string; bytes: number }[] = [];
  /**
   * Bench mode: keep the encrypted bodies and check each distinct JWT once, so that the stub, in
   * the same process as the service, does not eat the CPU being measured; decryptKept() afterwards.
   */
  lazy = false;
  /** A real push service's round trip (the bench sets one; in flight meanwhile, as over a network). */
  answerAfterMs = 0;
  private readonly kept: { s: StubSubscription; body: Buffer }[] = [];
  private readonly goodJwts = new Set<string>();
  private readonly sockets = new Set<Duplex>();

  private constructor(private readonly server: http2.Http2SecureServer, readonly origin: string, readonly caFile: string) {}

  static async start(): Promise<PushServiceStub> {
    const { key, cert, certFile } = selfSignedCertificate('push-stub-');
    let stub: PushServiceStub | null = null;
    const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const { status } = stub!.handle(req.url ?? '', req.headers, Buffer.concat(chunks), req.httpVersion);
        res.statusCode = status;
        if (stub!.answerAfterMs > 0) setTimeout(() => res.end(), stub!.answerAfterMs);
        else res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    stub = new PushServiceStub(server, `https://127.0.0.1:${port}`, certFile);
    const { sockets } = stub;
    server.on('secureConnection', (socket: Duplex) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return stub;
  }

  /** A new subscription as a browser makes one: ECDH P-256 key pair and a 16-byte auth secret. */
  subscribe(): StubSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const s: StubSubscription = {
      endpoint: `${this.origin}/push/${randomUUID()}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      ecdh, received: [], answers: [], requests: 0,
    };
    this.subscriptions.set(new URL(s.endpoint).pathname, s);
    return s;
  }

  private handle(url: string, headers: Record<string, string | string[] | undefined>, body: Buffer, httpVersion: string): { status: number } {
    this.lastRequestAt = Date.now();
    this.total += 1;
    this.httpVersions[httpVersion] = (this.httpVersions[httpVersion] ?? 0) + 1;
    const s = this.subscriptions.get(url);
    if (!s) return { status: 404 };
    s.requests += 1;
    const endpoint = s.endpoint;
    const problem = (p: string) => {
      this.problems.push({ endpoint, problem: p });
      return { status: 400 };
    };
    const auth = String(headers.authorization ?? '');
    const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(auth);
    if (!m) return problem(`Authorization is not VAPID: ${auth.slice(0, 30)}`);
    const [, jwt, k] = m;
    if (this.expectedPublicKey && k !== this.expectedPublicKey) return problem('k is not the service VAPID public key');
    if (!this.goodJwts.has(jwt)) {
      const jwtProblem = checkJwt(jwt, k, this.origin);
      if (jwtProblem) return problem(jwtProblem);
      if (this.lazy) this.goodJwts.add(jwt);
    }
    if (headers['content-encoding'] !== 'aes128gcm') return problem(`Content-Encoding ${String(headers['content-encoding'])}`);
    if (!headers.ttl) return problem('no TTL');
    if (this.lazy) {
      this.kept.push({ s, body });
      return { status: s.answers.shift() ?? 201 };
    }
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: s.ecdh, authSecret: s.keys.auth }).toString('utf8'));
    } catch (e) {
      return problem(`payload does not decrypt: ${(e as Error).message}`);
    }
    const status = s.answers.shift() ?? 201;
    if (status < 300) {
      s.received.push(payload);
      this.log.push({ at: this.lastRequestAt, endpoint, payload, urgency: String(headers.urgency ?? ''), ttl: String(headers.ttl), bytes: body.length });
    }
    return { status };
  }

  /** Decrypts what bench mode kept (every `step`-th body); answers how many did not decrypt. */
  decryptKept(step = 1): { checked: number; failed: number; sample: Record<string, unknown> | null } {
    let failed = 0;
    let checked = 0;
    let sample: Record<string, unknown> | null = null;
    for (let i = 0; i < this.kept.length; i += step) {
      const { s, body } = this.kept[i];
      checked += 1;
      try {
        const payload = JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: s.ecdh, authSecret: s.keys.auth }).toString('utf8'));
        s.received.push(payload);
        sample ??= payload;
      } catch {
        failed += 1;
      }
    }
    return { checked, failed, sample };
  }

  get keptCount(): number {
    return this.kept.length;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((r) => this.server.close(r));
    // The certificate's directory (made by start()).
    fs.rmSync(path.dirname(this.caFile), { recursive: true, force: true });
  }
}

/** RFC 8292 §2: ES256 JWT, aud = origin of the push resource, exp no further than 24 h ahead, sub a contact. */
export function checkJwt(jwt: string, k: string, origin: string): string | null {
  const parts = jwt.split('.');
  if (parts.length !== 3) return 'JWT is not three parts';
  const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
  const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  if (header.alg !== 'ES256') return `alg ${header.alg}`;
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600) return `exp ${claims.exp} not within 24 h`;
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return `sub ${claims.sub}`;
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    format: 'jwk', key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
  });
  const ok = verify('sha256', Buffer.from(`${parts[0]}.${parts[1]}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(parts[2], 'base64url'));
  return ok ? null : 'signature does not verify';
}
