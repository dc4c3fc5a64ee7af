import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSessionKeyPair } from '@inasaku/service-kit';
import { loadGatewayConfig, parseTrustProxy } from './gateway-config';

describe('loadGatewayConfig: the session keys', () => {
  it('refuses to start without the public key, naming the setting (there is no default key or secret)', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(/JWT_PUBLIC_KEY \(or JWT_PUBLIC_KEY_FILE\) is not set/);
    expect(() => loadGatewayConfig({})).toThrow(/JWT_PUBLIC_KEY/);
    // The secret the repository used to commit is no key.
    expect(() => loadGatewayConfig({ JWT_PUBLIC_KEY: 'inasaku-local-development-secret' })).toThrow(/not a PEM public key/);
  });

  it('refuses a private key where the public one belongs', () => {
    const pair = generateSessionKeyPair();
    expect(() => loadGatewayConfig({ JWT_PUBLIC_KEY: pair.privateKey })).toThrow(/a public key is required/);
  });

  it('reads the public key from a file and the previous one for one access-token lifetime', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-keys-'));
    const file = path.join(dir, 'public.pem');
    fs.writeFileSync(file, generateSessionKeyPair().publicKey);
    const before = Date.now();
    const config = loadGatewayConfig({
      JWT_PUBLIC_KEY_FILE: file,
      JWT_PREVIOUS_PUBLIC_KEY: generateSessionKeyPair().publicKey.replace(/\n/g, '\\n'),
      ACCESS_TOKEN_TTL_SECONDS: '900',
    });
    expect(config.sessionKeys.current.asymmetricKeyType).toBe('ec');
    expect(config.sessionKeys.previous?.type).toBe('public');
    // 900 s plus the 5-minute clock margin.
    expect(config.sessionKeys.previousUntil - before).toBeGreaterThanOrEqual(1_200_000);
    expect(config.sessionKeys.previousUntil - before).toBeLessThan(1_205_000);
    expect(() => loadGatewayConfig({ JWT_PUBLIC_KEY_FILE: path.join(dir, 'missing.pem') })).toThrow(/cannot read/);
  });
});

describe('parseTrustProxy: whose X-Forwarded-For names the client', () => {
  it('takes addresses, CIDRs and names, a hop count or false; empty is loopback; true is refused', () => {
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe('loopback');
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });
});
