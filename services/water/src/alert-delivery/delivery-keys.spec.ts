import { generateKeyPairSync, randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { DeliveryKeyError, loadLineTokenKey, loadVapidKeys } from './delivery-keys';
import { openToken, sealToken } from '../line/line-token.cipher';

describe('delivery keys', () => {
  it('a PEM private key gives web-push\'s base64url pair', () => {
    const pem = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const keys = loadVapidKeys({ VAPID_PRIVATE_KEY: pem.replace(/\n/g, '\\n') });
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    expect(() => webpush.getVapidHeaders('https://push.example', 'mailto:a@b.jp', keys.publicKey, keys.privateKey, 'aes128gcm')).not.toThrow();
  });

  it('web-push\'s generated raw pair is taken as it is', () => {
    const raw = webpush.generateVAPIDKeys();
    expect(loadVapidKeys({ VAPID_PRIVATE_KEY: raw.privateKey, VAPID_PUBLIC_KEY: raw.publicKey })).toEqual(raw);
    const other = webpush.generateVAPIDKeys();
    expect(() => loadVapidKeys({ VAPID_PRIVATE_KEY: raw.privateKey, VAPID_PUBLIC_KEY: other.publicKey })).toThrow();
  });

  it('production refuses to start without the keys; development gets keys of its own', () => {
    expect(() => loadVapidKeys({ NODE_ENV: 'production' })).toThrow(DeliveryKeyError);
    expect(() => loadLineTokenKey({ NODE_ENV: 'production' })).toThrow(/LINE_TOKEN_KEY/);
    const warnings: string[] = [];
    expect(loadVapidKeys({}, (m) => warnings.push(m)).publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(warnings[0]).toMatch(/VAPID_PRIVATE_KEY is not set/);
    expect(() => loadLineTokenKey({ LINE_TOKEN_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
  });

  it('a sealed LINE token opens only with its key and for its account', () => {
    const key = randomBytes(32);
    const sealed = sealToken(key, 'acc-1', 'secret-token');
    expect(sealed.toString('latin1')).not.toContain('secret-token');
    expect(openToken(key, 'acc-1', sealed)).toBe('secret-token');
    expect(openToken(key, 'acc-2', sealed)).toBeNull();
    expect(openToken(randomBytes(32), 'acc-1', sealed)).toBeNull();
  });
});
