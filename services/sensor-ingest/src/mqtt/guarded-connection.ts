import { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import { MqttFrameGuard, type FrameVerdict } from './mqtt-frame-guard';

export interface ConnectionLimits {
  maxPacketBytes: number;
  maxFirstPacketBytes: number;
  /** from accepting the socket to an accepted CONNECT */
  authTimeoutMs: number;
  /** without a complete packet from the device */
  idleTimeoutMs: number;
}

export type CutReason = 'too-large' | 'malformed' | 'auth-timeout' | 'idle-timeout';

/** Bounds how long an answer to a cut device may hold the socket open. */
const CUT_ANSWER_MS = 1_000;
/** Time for the broker to write an answer it has accepted into the connection before the socket ends. */
const ANSWER_SETTLE_MS = 50;

/**
 * The socket as aedes sees it, with the limits aedes has no option for: a packet whose fixed
 * header announces more than the limit cuts the connection at once (nothing of it is handed on
 * or buffered), a peer that is not authenticated within the auth timeout is closed (aedes only
 * times the arrival of CONNECT, not a slow token check), and a connection with no complete
 * packet for the idle timeout is closed whatever keepalive it asked for (0 included). A shorter
 * keepalive is honoured by aedes itself (1.5 times the keepalive, MQTT 3.1.1 §3.1.2.10).
 */
export class GuardedConnection extends Duplex {
  private readonly guard: MqttFrameGuard;
  private authTimer: NodeJS.Timeout | null;
  private readonly idleTimer: NodeJS.Timeout;
  private cutting = false;
  /** Set by the broker once the device is known: answers a cut on the device's result topic first. */
  answerCut: ((reason: CutReason, verdict?: FrameVerdict) => Promise<void> | null) | null = null;

  constructor(
    private readonly socket: Socket,
    limits: ConnectionLimits,
    private readonly onCut: (reason: CutReason, verdict?: FrameVerdict) => void = () => undefined,
  ) {
    super({ allowHalfOpen: false });
    this.guard = new MqttFrameGuard(limits.maxPacketBytes, limits.maxFirstPacketBytes, () => this.idleTimer.refresh());
    this.authTimer = setTimeout(() => this.cut('auth-timeout'), limits.authTimeoutMs);
    this.idleTimer = setTimeout(() => this.cut('idle-timeout'), limits.idleTimeoutMs);
    socket.on('data', (chunk: Buffer) => {
      if (this.cutting) return;
      const verdict = this.guard.push(chunk);
      if (!verdict.ok) return this.cut(verdict.reason, verdict);
      if (!this.push(chunk)) socket.pause();
    });
    socket.on('end', () => this.push(null));
    socket.on('error', (e) => this.destroy(e));
    socket.on('close', () => this.destroy());
  }

  get remoteAddress(): string | undefined {
    return this.socket.remoteAddress;
  }

  /** The device passed CONNECT: the auth timer no longer applies. */
  authenticated(): void {
    if (this.authTimer) clearTimeout(this.authTimer);
    this.authTimer = null;
  }

  override _read(): void {
    this.socket.resume();
  }

  override _write(chunk: Buffer, encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.socket.write(chunk, encoding, done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.socket.end(done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    if (this.authTimer) clearTimeout(this.authTimer);
    clearTimeout(this.idleTimer);
    this.socket.destroy();
    done(error);
  }

  private cut(reason: CutReason, verdict?: FrameVerdict): void {
    if (this.cutting || this.destroyed) return;
    this.cutting = true;
    this.socket.pause();
    this.onCut(reason, verdict);
    const answer = this.answerCut?.(reason, verdict);
    if (!answer) return void this.destroy();
    const fallback = setTimeout(() => this.destroy(), CUT_ANSWER_MS);
    void answer.finally(() => {
      // The broker has handed the answer on; its packet may still be on the way to this stream and
      // the socket. Destroying would drop it: wait a moment, then end the socket, which sends what
      // was written before closing (the fallback still destroys a socket that never drains).
      setTimeout(() => this.socket.end(), ANSWER_SETTLE_MS);
      this.socket.once('close', () => clearTimeout(fallback));
    });
  }
}
