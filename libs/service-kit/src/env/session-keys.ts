import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';

/**
 * The keys of access tokens: the account service signs with an ES256 private key,
 * the gateway verifies with the public key only, so no gateway (and no string in the source)
 * can mint a session. Each key is configured as PEM text in `NAME` ('\n' escapes allowed, for
 * one-line environment files) or as a file path in `NAME_FILE`. `npm start` creates a pair
 * under var/ on first start; production without a key refuses to start.
 */
export const SESSION_TOKEN_ALGORITHM = 'ES256' as const;

export const SESSION_KEY_ENV = {
  privateKey: 'JWT_PRIVATE_KEY',
  publicKey: 'JWT_PUBLIC_KEY',
  previousPublicKey: 'JWT_PREVIOUS_PUBLIC_KEY',
} as const;

export class SessionKeyError extends Error {}

type Env = Record<string, unknown>;

/** PEM text of `name` or of the file `name_FILE`; null when neither is set. */
export function readPem(env: Env, name: string): string | null {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const inline = text(env[name]);
  if (inline) return inline.replace(/\\n/g, '\n');
  const file = text(env[`${name}_FILE`]);
  if (!file) return null;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new SessionKeyError(`${name}_FILE: cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

function assertP256(key: KeyObject, name: string): KeyObject {
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new SessionKeyError(`${name}: an EC P-256 key (ES256) is required`);
  }
  return key;
}

export function parsePrivateKey(pem: string, name: string = SESSION_KEY_ENV.privateKey): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new SessionKeyError(`${name}: not a PEM private key`);
  }
  return assertP256(key, name);
}

export function parsePublicKey(pem: string, name: string = SESSION_KEY_ENV.publicKey): KeyObject {
  // createPublicKey would derive the public half of a private key: the gateway must not hold one.
  if (/PRIVATE KEY/.test(pem)) throw new SessionKeyError(`${name}: a public key is required, not a private one`);
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    throw new SessionKeyError(`${name}: not a PEM public key`);
  }
  return assertP256(key, name);
}

export const isProduction = (env: Env) => env.NODE_ENV === 'production';

function missing(name: string, why: string): SessionKeyError {
  return new SessionKeyError(
    `${name} (or ${name}_FILE) is not set: ${why}. ` +
      'Configure the ES256 key pair of access tokens (openssl ecparam -name prime256v1 -genkey -noout | openssl pkcs8 -topk8 -nocrypt; ' +
      '`npm start` creates one under var/keys/ on first start).',
  );
}

let ephemeral: KeyObject | null = null;

/**
 * The signing key of the account service. Without one, production refuses to start; a
 * development run (a test, a service started by hand) gets a key of its own for this process,
 * whose tokens no gateway accepts.
 */
export function loadSigningKey(env: Env, warn: (message: string) => void = () => undefined): KeyObject {
  const pem = readPem(env, SESSION_KEY_ENV.privateKey);
  if (pem) return parsePrivateKey(pem);
  if (isProduction(env)) throw missing(SESSION_KEY_ENV.privateKey, 'with NODE_ENV=production the account service refuses to start without the key that signs access tokens');
  if (!ephemeral) {
    ephemeral = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    warn(`${SESSION_KEY_ENV.privateKey} is not set: signing access tokens with a key of this process only (development)`);
  }
  return ephemeral;
}

/** The gateway's verifying keys: the current one (required) and the previous one during a rotation. */
export function loadVerifyingKeys(env: Env): { current: KeyObject; previous: KeyObject | null } {
  const pem = readPem(env, SESSION_KEY_ENV.publicKey);
  if (!pem) throw missing(SESSION_KEY_ENV.publicKey, 'the gateway cannot verify sessions without the public key of the account service');
  const previousPem = readPem(env, SESSION_KEY_ENV.previousPublicKey);
  return {
    current: parsePublicKey(pem),
    previous: previousPem ? parsePublicKey(previousPem, SESSION_KEY_ENV.previousPublicKey) : null,
  };
}

/** A short id of a public key (sha256 of its SPKI form), written as `kid` so a rotation is visible in tokens. */
export function keyIdOf(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  return createHash('sha256').update(publicKey.export({ format: 'der', type: 'spki' })).digest('base64url').slice(0, 16);
}

/** A new ES256 pair as PEM (for `npm start`'s first start and for tests). */
export function generateSessionKeyPair(): { privateKey: string; publicKey: string } {
  return generateKeyPairSync('ec', {
    namedCurve: 'prime256v1',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}
