import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { RateLimiter, RpcErrors, clientKey } from '@inasaku/service-kit';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';

/** The counters of one sign-in attempt: this client on this account, this client overall, this account from anywhere. */
export interface SignInKeys {
  pair: string;
  client: string;
  account: string;
}

export function signInKeys(email: string, clientIp: string | null | undefined): SignInKeys {
  const client = clientKey(clientIp);
  return { pair: `sign-in:${client}:${email}`, client: `sign-in-client:${client}`, account: `sign-in-account:${email}` };
}

type DelayEnv = Pick<AccountEnv, 'SIGN_IN_ACCOUNT_DELAY_AFTER' | 'SIGN_IN_ACCOUNT_DELAY_MS' | 'SIGN_IN_ACCOUNT_MAX_DELAY_MS'>;

/** How long an attempt on an account with `failures` recent wrong passwords waits: none, then doubling, capped. */
export function accountDelayMs(failures: number, env: DelayEnv): number {
  if (failures < env.SIGN_IN_ACCOUNT_DELAY_AFTER) return 0;
  const steps = Math.min(failures - env.SIGN_IN_ACCOUNT_DELAY_AFTER, 30);
  return Math.min(env.SIGN_IN_ACCOUNT_DELAY_MS * 2 ** steps, env.SIGN_IN_ACCOUNT_MAX_DELAY_MS);
}

/**
 * Sign-in limits that an attacker cannot turn against the owner. Refusals are per client address:
 * SIGN_IN_MAX_ATTEMPTS tries per account, SIGN_IN_CLIENT_MAX_FAILURES wrong passwords over all
 * accounts. Failures against one account from many addresses only slow every attempt on it down
 * (progressive delay), so the right password from a client that did not fail still signs in;
 * a guesser with many addresses gets SIGN_IN_MAX_ATTEMPTS per address and window, each slowed.
 */
@Injectable()
export class SignInLimits {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(ACCOUNT_ENV) private readonly env: AccountEnv,
  ) {}

  /**
   * Counts the attempt before the password is checked (parallel attempts cannot slip under the
   * limit), refuses a limited client with 429, then waits out the account's delay.
   */
  async begin(email: string, clientIp: string | null | undefined): Promise<SignInKeys> {
    const keys = signInKeys(email, clientIp);
    const windowSeconds = this.env.SIGN_IN_WINDOW_SECONDS;
    const [pair, client] = await Promise.all([
      this.limiter.hit(keys.pair, { limit: this.env.SIGN_IN_MAX_ATTEMPTS, windowSeconds }),
      this.limiter.hit(keys.client, { limit: this.env.SIGN_IN_CLIENT_MAX_FAILURES, windowSeconds }),
    ]);
    if (pair > this.env.SIGN_IN_MAX_ATTEMPTS || client > this.env.SIGN_IN_CLIENT_MAX_FAILURES) RpcErrors.limitExceeded();
    const wait = accountDelayMs(await this.limiter.count(keys.account), this.env);
    if (wait > 0) await sleep(wait);
    return keys;
  }

  /** A wrong password (or an unknown address): the account's delay grows. */
  async failed(keys: SignInKeys): Promise<void> {
    await this.limiter.hit(keys.account, { limit: this.env.SIGN_IN_ACCOUNT_DELAY_AFTER, windowSeconds: this.env.SIGN_IN_WINDOW_SECONDS });
  }

  /** The right password: this client's tries start over, its overall count keeps failures only, the account's delay ends. */
  async succeeded(keys: SignInKeys): Promise<void> {
    await Promise.all([this.limiter.reset(keys.pair), this.limiter.refund(keys.client), this.limiter.reset(keys.account)]);
  }

  /** A password set with a mailed code: the mailbox is proven, the account's delay and this client's tries end. */
  async passwordReset(email: string, clientIp: string | null | undefined): Promise<void> {
    const keys = signInKeys(email, clientIp);
    await Promise.all([this.limiter.reset(keys.pair), this.limiter.reset(keys.account)]);
  }
}
