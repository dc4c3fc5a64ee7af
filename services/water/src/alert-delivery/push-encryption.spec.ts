import { createECDH, randomBytes } from 'node:crypto';
import { decrypt } from 'http_ece';
import { encryptPushPayload, InvalidSubscriptionKeys } from './push-encryption';

/** A browser's subscription keys (as PushManager.subscribe makes them) and its private key. */
function browser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

const payload = Buffer.from(JSON.stringify({ title: '危険水位: BN-1（田0）', body: 'BN-1（田0）の水位が16cmになりました。', url: '/water/show?sensor_id=BN-1' }));

describe('encryptPushPayload (RFC 8291 aes128gcm)', () => {
  it('decrypts with the browser private key and auth secret; a new ephemeral key and salt each message', () => {
    const ua = browser();
    const a = encryptPushPayload(ua.keys, payload);
    const b = encryptPushPayload(ua.keys, payload);
    for (const body of [a, b]) expect(decrypt(body, { version: 'aes128gcm', privateKey: ua.ecdh, authSecret: ua.auth }).equals(payload)).toBe(true);
    // header: salt (16) | rs (4) | idlen (1) | keyid (the ephemeral public key, 65)
    expect(a.readUInt32BE(16)).toBe(4096);
    expect(a[20]).toBe(65);
    expect(a.subarray(0, 16).equals(b.subarray(0, 16))).toBe(false);
    expect(a.subarray(21, 86).equals(b.subarray(21, 86))).toBe(false);
    // another browser's keys do not open it
    const other = browser();
    expect(() => decrypt(a, { version: 'aes128gcm', privateKey: other.ecdh, authSecret: other.auth })).toThrow();
  });

  it('refuses keys no browser makes', () => {
    const ua = browser();
    expect(() => encryptPushPayload({ ...ua.keys, p256dh: 'AAAA' }, payload)).toThrow(InvalidSubscriptionKeys);
    expect(() => encryptPushPayload({ ...ua.keys, auth: 'AAAA' }, payload)).toThrow(InvalidSubscriptionKeys);
    // 65 bytes starting 0x04 but not a point on the curve
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 4;
    expect(() => encryptPushPayload({ ...ua.keys, p256dh: offCurve.toString('base64url') }, payload)).toThrow(InvalidSubscriptionKeys);
  });
});
