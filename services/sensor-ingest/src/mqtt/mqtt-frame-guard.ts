/**
 * What an MQTT packet may add to its payload: fixed header (5), packet id (2), the topic
 * (`sensors/<100 characters>/readings` with its length prefix) and room to spare. A payload of
 * `maxMessageBytes` (the HTTP body limit) therefore fits, as the same limits apply on both sides.
 */
export const MQTT_HEADER_ALLOWANCE = 256;
/**
 * A CONNECT carries a client ID and a username of at most 100 characters and a token of at most
 * 200: anything near this size is not a device of ours, and nobody unauthenticated gets a
 * megabyte buffered.
 */
export const MAX_CONNECT_BYTES = 2048;

export type FrameVerdict = { ok: true } | { ok: false; reason: 'too-large' | 'malformed'; announced: number };

/**
 * Follows the MQTT framing of a byte stream without parsing the packets (aedes does that): each
 * packet's fixed header announces its length, so a packet over the limit is refused as soon as
 * its header arrived, before any of its body is buffered. `onPacket` is called once per complete
 * packet (the idle timer counts packets, so a peer trickling bytes is not "active").
 */
export class MqttFrameGuard {
  private state: 'type' | 'length' | 'body' = 'type';
  private length = 0;
  private multiplier = 1;
  private lengthBytes = 0;
  private remaining = 0;
  private packets = 0;

  constructor(
    private readonly maxPacketBytes: number,
    private readonly maxFirstPacketBytes: number,
    private readonly onPacket: () => void = () => undefined,
  ) {}

  push(chunk: Uint8Array): FrameVerdict {
    let i = 0;
    while (i < chunk.length) {
      if (this.state === 'type') {
        this.state = 'length';
        this.length = 0;
        this.multiplier = 1;
        this.lengthBytes = 0;
        i += 1;
      } else if (this.state === 'length') {
        const byte = chunk[i];
        i += 1;
        this.lengthBytes += 1;
        this.length += (byte & 0x7f) * this.multiplier;
        this.multiplier *= 128;
        if (byte & 0x80) {
          // the remaining length has at most four bytes (MQTT 3.1.1 §2.2.3)
          if (this.lengthBytes === 4) return { ok: false, reason: 'malformed', announced: this.length };
          continue;
        }
        const total = 1 + this.lengthBytes + this.length;
        const limit = this.packets === 0 ? this.maxFirstPacketBytes : this.maxPacketBytes;
        if (total > limit) return { ok: false, reason: 'too-large', announced: total };
        this.remaining = this.length;
        if (this.remaining === 0) this.complete();
        else this.state = 'body';
      } else {
        const take = Math.min(this.remaining, chunk.length - i);
        i += take;
        this.remaining -= take;
        if (this.remaining === 0) this.complete();
      }
    }
    return { ok: true };
  }

  private complete(): void {
    this.state = 'type';
    this.packets += 1;
    this.onPacket();
  }
}
