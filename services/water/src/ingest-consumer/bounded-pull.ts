import { Logger } from '@nestjs/common';
import { createInbox, nanos, type Msg, type NatsConnection, type Subscription } from 'nats';

/**
 * A JetStream pull consumer bounded by count AND by bytes. The nats.js consume()/fetch() take one
 * of max_messages or max_bytes (with max_bytes they cap a pull at 100 messages), while the server's
 * pull request takes both: so the readings consumer pulls itself. A backlog of big device batches
 * then never brings more than `maxBytes` into memory, and a stream of single readings still pulls
 * thousands of messages per request.
 */

export interface PullLimits {
  /** messages held at most (buffered + being written) */
  maxMessages: number;
  /** bytes held at most (buffered + being written) */
  maxBytes: number;
  /** the largest message the stream can hold: a pull never asks for fewer bytes (it would stall on it) */
  maxMessageBytes: number;
}

export interface Held {
  messages: number;
  bytes: number;
}

/**
 * What the next pull asks for: the room left by count and by bytes, or null while either is below
 * a quarter of its limit (or the bytes below one largest message), so that pulls are few and large.
 */
export function nextPull(limits: PullLimits, held: Held): { batch: number; max_bytes: number } | null {
  const batch = limits.maxMessages - held.messages;
  const bytes = limits.maxBytes - held.bytes;
  if (batch < Math.max(1, Math.floor(limits.maxMessages / 4))) return null;
  if (bytes < Math.max(limits.maxMessageBytes, Math.floor(limits.maxBytes / 4))) return null;
  return { batch, max_bytes: bytes };
}

/** A delivered stream message and its acknowledgements (the JetStream ack protocol on its reply subject). */
export interface PulledMsg {
  data: Uint8Array;
  subject: string;
  /** its stream sequence (null if the reply subject is not a JetStream ack subject) */
  seq: number | null;
  /** bytes it counts for in the limits */
  size: number;
  ack(): void;
  nak(delayMs: number): void;
  term(): void;
}

const encoder = new TextEncoder();
const ACK = encoder.encode('+ACK');
const TERM = encoder.encode('+TERM');

/**
 * The stream sequence in a JetStream ack subject: `$JS.ACK.<stream>.<consumer>.<delivered>.<sseq>...`
 * (9 tokens), or with a domain and an account hash after ACK (12 tokens).
 */
export function streamSeq(reply: string | undefined): number | null {
  const tokens = reply?.split('.') ?? [];
  if (tokens[0] !== '$JS' || tokens[1] !== 'ACK') return null;
  const raw = tokens.length === 9 ? tokens[5] : tokens.length >= 11 ? tokens[7] : undefined;
  const seq = Number(raw);
  return raw !== undefined && Number.isSafeInteger(seq) && seq > 0 ? seq : null;
}

export function toPulled(m: Msg): PulledMsg {
  // On a closed connection an acknowledgement cannot leave: the message is redelivered after ack_wait.
  const respond = (payload: Uint8Array) => {
    try {
      m.respond(payload);
    } catch {
      // connection closed
    }
  };
  return {
    data: m.data,
    subject: m.subject,
    seq: streamSeq(m.reply),
    size: m.data.length + m.subject.length + (m.reply?.length ?? 0),
    ack: () => respond(ACK),
    nak: (delayMs) => respond(encoder.encode(`-NAK ${JSON.stringify({ delay: nanos(delayMs) })}`)),
    term: () => respond(TERM),
  };
}

interface OpenPull {
  left: number;
  done: () => void;
}

export class BoundedPull {
  private readonly logger = new Logger(BoundedPull.name);
  private sub: Subscription | null = null;
  private readonly inbox: string;
  private open: OpenPull | null = null;
  private stopped = false;
  private roomWaiter: (() => void) | null = null;
  /** after an unexpected status (consumer gone, no JetStream) the next pull waits a little */
  private backoff = false;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly nc: NatsConnection,
    private readonly stream: string,
    private readonly consumer: string,
    private readonly limits: PullLimits,
    /** what is held now (buffered + being written) */
    private readonly held: () => Held,
    private readonly deliver: (m: PulledMsg) => void,
    /** how long one pull request waits on the server for messages */
    private readonly expiresMs = 5_000,
  ) {
    this.inbox = createInbox();
  }

  start(): void {
    this.sub = this.nc.subscribe(this.inbox, { callback: (err, m) => (err ? this.endPull() : this.onMessage(m)) });
    this.loop = this.run();
  }

  /** Call when held messages were acknowledged: a pull waiting for room goes on. */
  released(): void {
    const w = this.roomWaiter;
    this.roomWaiter = null;
    w?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.sub?.unsubscribe();
    this.endPull();
    this.released();
    await this.loop?.catch(() => undefined);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      // A closed connection never comes back (a lost one reconnects by itself): nothing to pull from.
      if (this.nc.isClosed()) break;
      if (this.backoff) {
        this.backoff = false;
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      const ask = nextPull(this.limits, this.held());
      if (!ask) {
        // Held messages are being written: wait until some are acknowledged (or a second passes).
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 1000);
          this.roomWaiter = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        continue;
      }
      await this.pull(ask);
    }
  }

  /** One pull request; resolves when the server ends it (count reached, bytes reached, expired) or it is lost. */
  private pull(ask: { batch: number; max_bytes: number }): Promise<void> {
    return new Promise<void>((resolve) => {
      // A request lost with the connection ends by this timer and the next one is sent.
      const timer = setTimeout(() => this.endPull(), this.expiresMs + 2_000);
      this.open = {
        left: ask.batch,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const request = { batch: ask.batch, max_bytes: ask.max_bytes, expires: nanos(this.expiresMs) };
      try {
        this.nc.publish(`$JS.API.CONSUMER.MSG.NEXT.${this.stream}.${this.consumer}`, encoder.encode(JSON.stringify(request)), {
          reply: this.inbox,
        });
      } catch (e) {
        this.logger.warn({ msg: 'pull request not sent', error: (e as Error).message });
        setTimeout(() => this.endPull(), 1000);
      }
    });
  }

  private endPull(): void {
    const open = this.open;
    this.open = null;
    open?.done();
  }

  private onMessage(m: Msg): void {
    if (m.subject === this.inbox) {
      // A status of the pull request: 100 heartbeat; 408 expired, 409 max bytes (or another limit) end it.
      const code = m.headers?.code ?? 0;
      if (code === 100) return;
      if (code !== 408 && code !== 404) {
        const description = m.headers?.description ?? '';
        if (!/max ?bytes/i.test(description)) {
          this.logger.warn({ msg: 'pull request ended', code, description });
          this.backoff = true;
        }
      }
      this.endPull();
      return;
    }
    this.deliver(toPulled(m));
    if (this.open) {
      this.open.left -= 1;
      if (this.open.left <= 0) this.endPull();
    }
  }
}
