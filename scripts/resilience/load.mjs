// The steady load of the resilience suite: a signed-in user creating paddy fields (one per request,
// each with its own Idempotency-Key and a unique position), another reading their field list and
// /auth/me, both through the two gateways; and two devices posting readings, one to each
// sensor-ingest replica. Every request that is not answered 2xx is a failure (kept with its time,
// status and message); a write or a reading batch that failed is sent again, same key or same
// readings, until it is acknowledged, as the web app and the devices do. The acknowledged writes
// and readings are then looked up in PostgreSQL (lost, duplicated).
//
// The two gateways are used as a load balancer would: a connection refused (nothing sent yet)
// goes to the other gateway at once and is counted as a failover, not as a failure; a connection
// reset with no answer is retried once there and counted apart (resetsRetried).
import { randomUUID } from 'node:crypto';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** A request that takes longer than this is a hang (the gateway's own timeout is 5 s). */
export const HANG_MS = 15_000;

export class Load {
  /**
   * @param {{ gateways: string[], ingests: string[], writer: string, reader: string,
   *           sensors: { token: string }[], pauseMs?: number, readingsStart: number }} o
   */
  constructor(o) {
    this.o = o;
    this.running = false;
    this.loops = [];
    this.failures = [];
    this.counts = { writes: 0, reads: 0, readingPosts: 0, failovers: 0, resetsRetried: 0 };
    /** Connection resets retried on the other gateway: { at, kind, where, message } */
    this.resets = [];
    /** Acknowledged writes: { mapPos, id, at } */
    this.acked = [];
    /** Acknowledged readings per sensor index: measured_at ms values, and when acknowledged. */
    this.ackedReadings = o.sensors.map(() => []);
    this.seq = 0;
    this.slowest = { write: 0, read: 0, reading: 0 };
  }

  start() {
    this.running = true;
    const pause = this.o.pauseMs ?? 100;
    const g = this.o.gateways.length;
    // Two writers and two readers, each starting on its own gateway.
    for (let i = 0; i < 2; i++) this.loops.push(this.writer(i % g, pause));
    for (let i = 0; i < 2; i++) this.loops.push(this.reader(i % g, pause));
    this.o.sensors.forEach((s, i) => this.loops.push(this.device(i, s, pause * 2)));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Counters and failures from `since` (ms) on. */
  window(since, until = Date.now()) {
    const failures = this.failures.filter((f) => f.end >= since && f.start <= until);
    return { failures, acked: this.acked.filter((a) => a.at >= since && a.at <= until).length };
  }

  /**
   * One request through the gateways as a load balancer sends it: `gw` first, the other one on a
   * refused connection. Resolves { status, json, gw } or throws with { code } for other errors.
   */
  async http(kind, gw, path, init, g = this.o.gateways) {
    let resetRetried = false;
    for (let tries = 0; ; tries++) {
      const url = `${g[gw]}${path}`;
      // Our own request id (the gateway keeps a given one): a failure names it, and the run prints
      // the log lines of every process that saw it.
      const requestId = randomUUID();
      try {
        const res = await fetch(url, { ...init, headers: { ...init?.headers, 'x-request-id': requestId }, signal: AbortSignal.timeout(HANG_MS) });
        const json = await res.json().catch(() => null);
        return { status: res.status, json, gw, requestId };
      } catch (e) {
        const code = e?.cause?.code ?? e?.code ?? e?.name;
        if (code === 'ECONNREFUSED' && tries < 2 * g.length) {
          this.counts.failovers += 1;
          gw = (gw + 1) % g.length;
          if (tries >= g.length) await sleep(200);
          continue;
        }
        // A kept-alive connection the server closed just as this request went out on it (a stopping
        // gateway closes its idle connections): no answer came, so the request goes once to the
        // other gateway, as a load balancer retries a reset (and a browser a reset reused connection).
        // Safe for writes too: they carry their Idempotency-Key. Counted apart from failures.
        if ((code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') && !resetRetried) {
          resetRetried = true;
          this.counts.resetsRetried += 1;
          this.resets.push({ at: Date.now(), kind, where: g[gw], message: `${code} ${e?.cause?.message ?? ''}` });
          gw = (gw + 1) % g.length;
          if (tries >= g.length) await sleep(200);
          continue;
        }
        const err = new Error(`${code ?? ''} ${e?.cause?.message ?? e?.message}`.trim());
        err.code = code === 'TimeoutError' ? 'HANG' : code;
        err.requestId = requestId;
        throw err;
      }
    }
  }

  fail(kind, start, status, message, where, requestId) {
    this.failures.push({ kind, start, end: Date.now(), ms: Date.now() - start, status, message, where, requestId });
  }

  headers(cookie, extra = {}) {
    return { 'Content-Type': 'application/json', 'X-Requested-With': 'resilience', Cookie: cookie, ...extra };
  }

  async writer(gw, pause) {
    while (this.running) {
      const n = this.seq++;
      const mapPos = `${(35 + (n % 1000) * 0.0001).toFixed(4)},${(139 + Math.floor(n / 1000) * 0.0001).toFixed(4)}`;
      const key = randomUUID();
      const body = JSON.stringify({ paddy_fields: [{ map_pos: mapPos }] });
      // Until acknowledged (bounded: a minute of retries), as the web app retries with the same key.
      for (let attempt = 0; attempt < 120; attempt++) {
        const start = Date.now();
        try {
          this.counts.writes += 1;
          const r = await this.http('write', gw, '/inasaku/paddy-fields', {
            method: 'POST', headers: this.headers(this.o.writer, { 'Idempotency-Key': key }), body,
          });
          gw = r.gw;
          this.slowest.write = Math.max(this.slowest.write, Date.now() - start);
          if (r.status >= 200 && r.status < 300) {
            this.acked.push({ mapPos, id: r.json?.data?.[0]?.paddy_field_id, at: Date.now(), attempts: attempt + 1 });
            break;
          }
          this.fail('write', start, r.status, r.json?.error?.message ?? '', this.o.gateways[gw], r.requestId);
        } catch (e) {
          this.fail('write', start, e.code ?? 'error', e.message, this.o.gateways[gw], e.requestId);
        }
        await sleep(500);
      }
      await sleep(pause);
    }
  }

  async reader(gw, pause) {
    const paths = ['/inasaku/paddy-fields', '/auth/me'];
    for (let k = 0; this.running; k++) {
      const start = Date.now();
      try {
        this.counts.reads += 1;
        const r = await this.http('read', gw, paths[k % paths.length], { headers: this.headers(this.o.reader) });
        gw = r.gw;
        this.slowest.read = Math.max(this.slowest.read, Date.now() - start);
        if (r.status < 200 || r.status >= 300) this.fail('read', start, r.status, r.json?.error?.message ?? '', this.o.gateways[gw], r.requestId);
      } catch (e) {
        this.fail('read', start, e.code ?? 'error', e.message, this.o.gateways[gw], e.requestId);
      }
      await sleep(pause);
    }
  }

  /**
   * Device i: batches of 10 readings, 1 s apart in measured time, to sensor-ingest replica i first
   * (the other one when it refuses the connection, as behind a load balancer).
   */
  async device(i, sensor, pause) {
    const ingests = this.o.ingests;
    let at = i % ingests.length;
    let next = this.o.readingsStart;
    while (this.running) {
      const times = Array.from({ length: 10 }, (_, k) => next + k * 1000);
      next += 10_000;
      const body = JSON.stringify({
        readings: times.map((t, k) => ({ measured_at: new Date(t).toISOString(), water_level: 5 + k / 10, water_temperature: 20.5 })),
      });
      for (let attempt = 0; attempt < 120; attempt++) {
        const start = Date.now();
        try {
          this.counts.readingPosts += 1;
          const r = await this.http('reading', at, '/v1/readings', {
            method: 'POST', headers: { authorization: `Bearer ${sensor.token}`, 'content-type': 'application/json' }, body,
          }, ingests);
          at = r.gw;
          this.slowest.reading = Math.max(this.slowest.reading, Date.now() - start);
          if (r.status === 200 && r.json?.accepted === times.length) {
            const ackedAt = Date.now();
            for (const t of times) this.ackedReadings[i].push({ t, at: ackedAt });
            break;
          }
          this.fail('reading', start, r.status, r.json?.error?.message ?? r.json?.message ?? JSON.stringify(r.json?.refused ?? ''), ingests[at]);
        } catch (e) {
          this.fail('reading', start, e.code ?? 'error', e.message, ingests[at]);
        }
        await sleep(500);
      }
      await sleep(pause);
    }
  }
}
