import 'reflect-metadata';
import type { NatsConnection } from 'nats';
import { chunkedMarkerOf, collectChunks } from '@inasaku/contracts';
import { ChunkedReplies } from './chunked-replies';
import { SizeGuardSerializer } from './size-guard.serializer';

/** A NATS connection of one subscription, whose requests are answered in-process. */
function fakeNats() {
  let handler: ((e: unknown, m: { data: Uint8Array; respond: (d: Uint8Array) => void }) => void) | null = null;
  const nc = { subscribe: (_s: string, o: { callback: typeof handler }) => ((handler = o.callback), { unsubscribe: () => undefined }) };
  const request = async (_subject: string, body: Uint8Array): Promise<Uint8Array> => {
    let answer: Uint8Array = new Uint8Array(0);
    handler?.(null, { data: body, respond: (d) => (answer = d) });
    return answer;
  };
  return { nc: nc as unknown as NatsConnection, request };
}

describe('chunked replies', () => {
  const big = { id: 'req-1', isDisposed: true, response: Array.from({ length: 5000 }, (_, i) => ({ n: i, name: `ほ場${i}` })) };

  it('sends a reply over the limit in chunks that join into exactly the reply, then forgets it', async () => {
    const { nc, request } = fakeNats();
    const chunks = new ChunkedReplies(10_000);
    chunks.attach(nc, '_INASAKU.chunks.test.1');
    const out = new SizeGuardSerializer(20_000, chunks).serialize(big);
    const marker = chunkedMarkerOf(out.data as Uint8Array);
    expect(marker).toMatchObject({ subject: '_INASAKU.chunks.test.1', count: expect.any(Number) });
    expect(marker!.count).toBeGreaterThan(5);
    expect(JSON.parse(new TextDecoder().decode(out.data as Uint8Array)).id).toBe('req-1');

    const whole = await collectChunks(marker!, request);
    expect(JSON.parse(new TextDecoder().decode(whole))).toEqual(big);
    expect(chunks.pending).toBe(0);
    // Fetched once: a second fetch finds nothing.
    await expect(collectChunks(marker!, request)).rejects.toThrow(/is gone/);
  });

  it('keeps a small reply in one message, and answers too large only where no chunk subject is served', () => {
    const chunks = new ChunkedReplies(10_000);
    const small = new SizeGuardSerializer(20_000, chunks).serialize({ id: '2', isDisposed: true, response: { ok: true } });
    expect(chunkedMarkerOf(small.data as Uint8Array)).toBeNull();
    const refused = JSON.parse(new TextDecoder().decode(new SizeGuardSerializer(20_000, chunks).serialize(big).data as Uint8Array));
    expect(refused.err).toMatchObject({ statusCode: 500, code: 'PAYLOAD_TOO_LARGE' });
  });
});
