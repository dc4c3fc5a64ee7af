import 'reflect-metadata';
import { JSONCodec } from 'nats';
import { RawJson } from './raw-json';
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

  it('sends an answer already in JSON as it is, in the layout Nest\'s own serializer uses', () => {
    const answer = { list: [{ name: '北1', area: '12.3' }] };
    const raw = new SizeGuardSerializer(1024).serialize({ response: RawJson.of(answer), isDisposed: true, id: '3' });
    const plain = new SizeGuardSerializer(1024).serialize({ response: answer, isDisposed: true, id: '3' });
    expect(Buffer.from(raw.data as Uint8Array).toString()).toBe(Buffer.from(plain.data as Uint8Array).toString());
    expect(codec.decode(raw.data as Uint8Array)).toEqual({ response: answer, isDisposed: true, id: '3' });
  });

  it('keeps the size limit for answers already in JSON', () => {
    const out = new SizeGuardSerializer(1024).serialize({ response: new RawJson(JSON.stringify('あ'.repeat(2000))), isDisposed: true, id: '4' });
    expect(codec.decode(out.data as Uint8Array).err).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
