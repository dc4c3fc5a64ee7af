import { createECDH, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isProduction, readPem } from '@inasaku/service-kit';

/**
 * The keys of alert delivery, configured like the session keys (PEM text in NAME or a file in
 * NAME_FILE; `npm start` makes them under var/keys on first start) and required with
 * NODE_ENV=production:
 * - VAPID_PRIVATE_KEY / VAPID_PUBLIC_KEY: the P-256 pair that signs our pushes (RFC 8292). Also
 *   accepted as web-push's base64url raw form (32-byte private scalar, 65-byte public point).
 *   A subscription is bound to the public key, so a new key orphans every browser's subscription.
 * - LINE_TOKEN_KEY: 32 bytes (base64 or base64url) that encrypt LINE channel access tokens at rest.
 * A development run without them gets keys of this process only.
 */
export class DeliveryKeyError extends Error {}

export interface VapidKeys {
  /** base64url uncompressed point (65 bytes): the browser's applicationServerKey */
  publicKey: string;
  /** base64url private scalar (32 bytes), as web-push takes it */
  privateKey: string;
}

type Env = Record<string, unknown>;

const b64u = (b: Buffer) => b.toString('base64url');

function fromKeyObject(priv: KeyObject): VapidKeys {
  const jwk = priv.export({ format: 'jwk' });
  if (jwk.crv !== 'P-256' || !jwk.d || !jwk.x || !jwk.y) throw new DeliveryKeyError('VAPID_PRIVATE_KEY: an EC P-256 key is required');
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.y, 'base64url')]);
  return { publicKey: b64u(point), privateKey: jwk.d };
}

function rawVapid(privateText: string, publicText: string | null): VapidKeys {
  const d = Buffer.from(privateText, 'base64url');
  if (d.length !== 32) throw new DeliveryKeyError('VAPID_PRIVATE_KEY: neither a PEM key nor a 32-byte base64url scalar');
  let point: Buffer;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(d);
    point = ecdh.getPublicKey();
  } catch {
    throw new DeliveryKeyError('VAPID_PRIVATE_KEY: not a P-256 private scalar');
  }
  if (publicText && Buffer.from(publicText, 'base64url').compare(point) !== 0) {
    throw new DeliveryKeyError('VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY');
  }
  return { publicKey: b64u(point), privateKey: b64u(d) };
}

let ephemeralVapid: VapidKeys | null = null;
let ephemeralSecret: Buffer | null = null;

export function loadVapidKeys(env: Env, warn: (m: string) => void = () => undefined): VapidKeys {
  const priv = readPem(env, 'VAPID_PRIVATE_KEY');
  if (priv) {
    const keys = /BEGIN/.test(priv) ? parsePemPair(priv) : rawVapid(priv.trim(), readPem(env, 'VAPID_PUBLIC_KEY')?.trim() ?? null);
    const configuredPublic = readPem(env, 'VAPID_PUBLIC_KEY');
    if (configuredPublic && /BEGIN/.test(configuredPublic)) {
      const jwk = createPublicKey(configuredPublic).export({ format: 'jwk' });
      const point = b64u(Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]));
      if (point !== keys.publicKey) throw new DeliveryKeyError('VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY');
    }
    return keys;
  }
  if (isProduction(env)) {
    throw new DeliveryKeyError(
      'VAPID_PRIVATE_KEY (or VAPID_PRIVATE_KEY_FILE) is not set: with NODE_ENV=production the water service refuses to start without the ' +
        'key that signs Web Push (openssl ecparam -name prime256v1 -genkey -noout | openssl pkcs8 -topk8 -nocrypt; `npm start` creates one under var/keys/).',
    );
  }
  if (!ephemeralVapid) {
    ephemeralVapid = fromKeyObject(generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey);
    warn('VAPID_PRIVATE_KEY is not set: Web Push signed with a key of this process only (development); subscriptions end with it');
  }
  return ephemeralVapid;
}

function parsePemPair(pem: string): VapidKeys {
  try {
    return fromKeyObject(createPrivateKey(pem));
  } catch (e) {
    if (e instanceof DeliveryKeyError) throw e;
    throw new DeliveryKeyError('VAPID_PRIVATE_KEY: not a PEM private key');
  }
}

/** The 32-byte key that encrypts LINE channel access tokens (AES-256-GCM). */
export function loadLineTokenKey(env: Env, warn: (m: string) => void = () => undefined): Buffer {
  const text = readPem(env, 'LINE_TOKEN_KEY')?.trim();
  if (text) {
    const key = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length !== 32) throw new DeliveryKeyError('LINE_TOKEN_KEY: 32 bytes in base64 or base64url are required');
    return key;
  }
  if (isProduction(env)) {
    throw new DeliveryKeyError(
      'LINE_TOKEN_KEY (or LINE_TOKEN_KEY_FILE) is not set: with NODE_ENV=production the water service refuses to start without the key ' +
        'that encrypts LINE channel tokens (openssl rand -base64 32; `npm start` creates one under var/keys/).',
    );
  }
  if (!ephemeralSecret) {
    ephemeralSecret = randomBytes(32);
    warn('LINE_TOKEN_KEY is not set: LINE channel tokens are encrypted with a key of this process only (development)');
  }
  return ephemeralSecret;
}
