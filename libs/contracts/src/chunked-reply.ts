/**
 * Replies larger than one NATS message (an account's 10,000 paddy fields, a
 * long history) travel in chunks instead of failing with 応答データが大きすぎます。. The service
 * keeps the whole reply for a short while and answers with a small marker naming a subject of
 * its own process and the number of chunks; the caller (the gateway, a test client) asks that
 * subject for each chunk and joins them into the reply the service wrote. Nothing else about the
 * reply changes, so every list of every service gets through whatever its size.
 */

/** Chunk size: well under NATS's default max_payload of 1 MB. */
export const REPLY_CHUNK_BYTES = 768 * 1024;

export interface ChunkedReplyMarker {
  /** the subject of the process that holds the chunks */
  subject: string;
  id: string;
  count: number;
  bytes: number;
}

const HEAD = new TextEncoder().encode('{"response":{"$chunked":');
const decoder = new TextDecoder();

/** The marker reply for `marker`, in Nest's reply layout with the request's id. */
export function chunkedMarkerReply(marker: ChunkedReplyMarker, requestId: string | undefined): string {
  return JSON.stringify({ response: { $chunked: marker }, isDisposed: true, ...(requestId !== undefined ? { id: requestId } : {}) });
}

/** The marker if `data` is a chunked reply's marker, else null (cheap: a prefix test first). */
export function chunkedMarkerOf(data: Uint8Array): ChunkedReplyMarker | null {
  if (data.length < HEAD.length || data.length > 4096 || !HEAD.every((b, i) => data[i] === b)) return null;
  try {
    const marker = (JSON.parse(decoder.decode(data)) as { response: { $chunked: ChunkedReplyMarker } }).response.$chunked;
    return typeof marker?.subject === 'string' && typeof marker.id === 'string' && Number.isInteger(marker.count) ? marker : null;
  } catch {
    return null;
  }
}

/** What a chunk request carries: 'id:index'. */
export function chunkRequest(id: string, index: number): string {
  return `${id}:${index}`;
}

export function parseChunkRequest(text: string): { id: string; index: number } | null {
  const match = /^([0-9a-f-]{36}):([0-9]{1,6})$/.exec(text);
  return match ? { id: match[1], index: Number(match[2]) } : null;
}

/**
 * Fetches every chunk (a few at a time) and joins them into the original reply's bytes.
 * `request` sends a NATS request and answers the reply's data; an empty chunk (expired, unknown)
 * is an error.
 */
export async function collectChunks(
  marker: ChunkedReplyMarker,
  request: (subject: string, body: Uint8Array) => Promise<Uint8Array>,
  parallel = 4,
): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = new Array(marker.count);
  let next = 0;
  const worker = async () => {
    while (next < marker.count) {
      const index = next++;
      const data = await request(marker.subject, encoder.encode(chunkRequest(marker.id, index)));
      if (data.length === 0) throw new Error(`chunk ${index} of reply ${marker.id} is gone`);
      parts[index] = data;
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, marker.count) }, worker));
  const whole = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    whole.set(p, offset);
    offset += p.length;
  }
  return whole;
}
