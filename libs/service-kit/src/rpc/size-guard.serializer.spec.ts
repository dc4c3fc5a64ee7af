import 'reflect-metadata';
import { JSONCodec } from 'nats';
import { SizeGuardSerializer } from './size-guard.serializer';

const codec = JSONCodec<any>();

describe('SizeGuardSerializer', () => {
  it('passes replies under the limit unchanged', () => {
    const out = new SizeGuardSerializer(1024).serialize({ id: '1', response: { ok: true }, isDisposed: true });
    expect(codec.decode(out.data as Uint8Array)).toMatchObject({ id: '1', response: { ok: true } });
  });

  it('turns an oversized reply into a Japanese error instead of a crashing publish', () => {
    const out = new SizeGuardSerializer(1024).serialize({ id: '2', response: 'あ'.repeat(2000), isDisposed: true });
    const decoded = codec.decode(out.data as Uint8Array);
    expect(decoded.response).toBeUndefined();
    expect(decoded.err).toMatchObject({ statusCode: 500, code: 'PAYLOAD_TOO_LARGE' });
    expect(decoded.err.message).toMatch(/大きすぎます/);
    expect(decoded.id).toBe('2');
  });
});
