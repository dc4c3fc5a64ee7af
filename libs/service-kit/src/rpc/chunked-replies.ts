import { randomUUID } from 'node:crypto';
import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { connect, type NatsConnection, type Subscription } from 'nats';
import {
  REPLY_CHUNK_BYTES, chunkedMarkerReply, parseChunkRequest, type ChunkedReplyMarker,
} from '@inasaku/contracts';
import { InjectServiceConfig, type ServiceConfig } from '../tokens';

/** How long a chunked reply waits to be fetched. */
const HOLD_MS = 30_000;
const EMPTY = new Uint8Array(0);
const utf8 = new TextEncoder();

interface Held {
  chunks: Uint8Array[];
  left: number;
  timer: NodeJS.Timeout;
}

/**
 * The service side of chunked replies (libs/contracts chunked-reply.ts): the reply serializer
 * hands an oversized reply here, which keeps it in chunks and answers them on a subject of this
 * process only (replicas each have their own), until every chunk was fetched or 30 s passed.
 */
export class ChunkedReplies {
  static readonly shared = new ChunkedReplies();

  private subject: string | null = null;
  private nc: NatsConnection | null = null;
  private sub: Subscription | null = null;
  private readonly held = new Map<string, Held>();

  constructor(private readonly chunkBytes = REPLY_CHUNK_BYTES) {}

  get serving(): boolean {
    return this.subject !== null;
  }

  /** Starts answering chunk requests (one NATS connection of its own). */
  async serve(natsUrl: string, service: string): Promise<void> {
    if (this.subject) return;
    this.nc = await connect({ servers: natsUrl, name: `${service}-chunks`, maxReconnectAttempts: -1 });
    this.attach(this.nc, `_INASAKU.chunks.${service}.${randomUUID()}`);
  }

  /** Answers chunk requests on `subject` over an existing connection (tests). */
  attach(nc: NatsConnection, subject: string): void {
    this.subject = subject;
    this.sub = nc.subscribe(subject, {
      callback: (_e, m) => {
        const asked = parseChunkRequest(new TextDecoder().decode(m.data));
        const held = asked ? this.held.get(asked.id) : undefined;
        const chunk = held && asked ? held.chunks[asked.index] : undefined;
        m.respond(chunk ?? EMPTY);
        if (held && chunk && asked) {
          held.chunks[asked.index] = EMPTY;
          if (--held.left === 0) this.drop(asked.id);
        }
      },
    });
  }

  async stop(): Promise<void> {
    for (const id of [...this.held.keys()]) this.drop(id);
    this.sub?.unsubscribe();
    this.sub = null;
    this.subject = null;
    await this.nc?.drain().catch(() => undefined);
    this.nc = null;
  }

  /**
   * Keeps `reply` (a whole serialized reply) in chunks and answers the small marker reply that
   * replaces it; null when not serving (the caller then answers "too large").
   */
  hold(reply: Uint8Array, requestId: string | undefined): Uint8Array | null {
    if (!this.subject) return null;
    const chunks: Uint8Array[] = [];
    for (let at = 0; at < reply.length; at += this.chunkBytes) chunks.push(reply.subarray(at, at + this.chunkBytes));
    const id = randomUUID();
    const timer = setTimeout(() => this.drop(id), HOLD_MS);
    timer.unref();
    this.held.set(id, { chunks, left: chunks.length, timer });
    const marker: ChunkedReplyMarker = { subject: this.subject, id, count: chunks.length, bytes: reply.length };
    return utf8.encode(chunkedMarkerReply(marker, requestId));
  }

  /** How many replies wait to be fetched (tests, metrics). */
  get pending(): number {
    return this.held.size;
  }

  private drop(id: string): void {
    const held = this.held.get(id);
    if (!held) return;
    clearTimeout(held.timer);
    this.held.delete(id);
  }
}

/**
 * Serves this process's chunked replies for as long as the service runs (ServiceKitModule), on
 * its own NATS connection, closed at shutdown.
 */
@Injectable()
export class ChunkedRepliesServer implements OnModuleInit, OnApplicationShutdown {
  constructor(@InjectServiceConfig() private readonly config: ServiceConfig) {}

  onModuleInit(): Promise<void> {
    return ChunkedReplies.shared.serve(this.config.natsUrl, this.config.name);
  }

  onApplicationShutdown(): Promise<void> {
    return ChunkedReplies.shared.stop();
  }
}
