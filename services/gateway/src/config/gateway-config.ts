import path from 'node:path';
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from '@inasaku/contracts';
import { findRepoRoot, loadVerifyingKeys } from '@inasaku/service-kit';

export const gatewayEnvSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().default(8080),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Where answers of writes with an Idempotency-Key are kept 24 hours; empty: not kept (services still count a write once). */
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  BODY_LIMIT: z.string().default('1mb'),
  COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
  WEB_ROOT: z.string().optional(),
  REMOTES_FILE: z.string().optional(),
  REMOTE_RELEASES_DIR: z.string().optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  PAYMENT_MODE: z.enum(['sandbox', 'payjp']).default('sandbox'),
  /**
   * Express `trust proxy`: the peers whose X-Forwarded-For gives the client address (per-client
   * limits). Addresses, CIDRs or loopback / linklocal / uniquelocal, comma-separated; or a number
   * of hops. Never `true` (anyone could name any address).
   */
  TRUST_PROXY: z.string().default('loopback'),
  /** The access tokens' lifetime, as the account service issues them. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(DEFAULT_ACCESS_TOKEN_TTL_SECONDS),
});

/** Added to the access tokens' lifetime for clocks that differ between machines. */
const CLOCK_MARGIN_MS = 5 * 60_000;

/**
 * The public keys that verify access tokens (ES256, signed by the account service). The gateway
 * holds no private key, so it cannot mint a session. During a key rotation the previous public
 * key is accepted until `previousUntil` (one access-token lifetime after start): tokens signed
 * before the switch keep working until they expire, and no longer.
 */
export interface SessionKeys {
  current: KeyObject;
  previous: KeyObject | null;
  /** epoch ms */
  previousUntil: number;
}

export interface GatewayConfig {
  port: number;
  natsUrl: string;
  sessionKeys: SessionKeys;
  requestTimeoutMs: number;
  bodyLimit: string;
  cookieSecure: boolean;
  /** Folder holding shell/ and mfe-<name>/ with their dist/ builds. */
  webRoot: string;
  /** remotes.json is read from this file on every request, so swapping a remote needs no rebuild. */
  remotesFile: string;
  /** Deployed remote releases, served as /mfe/<name>/<version>/ (default <webRoot>/var/releases). */
  remoteReleasesDir?: string;
  googleMapsApiKey: string | null;
  paymentMode: 'sandbox' | 'payjp';
  /** How long a deleted user's or account's tokens are looked for (RevokedSessions). */
  revocationWindowMs: number;
  /** Idempotency-Key answers; null keeps none at the gateway. */
  redisUrl?: string | null;
  /** Express `trust proxy` (TRUST_PROXY); 'loopback' when not given. */
  trustProxy?: string | number | false;
}

/**
 * TRUST_PROXY as Express takes it: a hop count, `false` (no proxy: the peer is the client), or a
 * list of addresses and CIDRs. `true` is refused: it would believe any X-Forwarded-For.
 */
export function parseTrustProxy(value: string): string | number | false {
  const text = value.trim();
  if (text === '') return 'loopback';
  if (/^\d+$/.test(text)) return Number(text);
  if (/^false$/i.test(text)) return false;
  if (/^true$/i.test(text)) throw new Error("TRUST_PROXY=true would believe anyone's X-Forwarded-For: name the proxies' addresses or CIDRs");
  return text;
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const e = gatewayEnvSchema.parse(env);
  const root = findRepoRoot();
  const revocationWindowMs = e.ACCESS_TOKEN_TTL_SECONDS * 1000 + CLOCK_MARGIN_MS;
  // JWT_PUBLIC_KEY (or _FILE) is required; JWT_PREVIOUS_PUBLIC_KEY only during a rotation.
  const keys = loadVerifyingKeys(env);
  return {
    port: e.GATEWAY_PORT,
    natsUrl: e.NATS_URL,
    sessionKeys: { ...keys, previousUntil: Date.now() + revocationWindowMs },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    bodyLimit: e.BODY_LIMIT,
    cookieSecure: e.COOKIE_SECURE === 'true',
    webRoot: e.WEB_ROOT ?? root,
    remotesFile: e.REMOTES_FILE ?? path.join(root, 'deploy/local/remotes.json'),
    remoteReleasesDir: e.REMOTE_RELEASES_DIR ?? path.join(root, 'var/releases'),
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY || null,
    paymentMode: e.PAYMENT_MODE,
    revocationWindowMs,
    redisUrl: e.REDIS_URL || null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
