import { Inject, Injectable, Logger } from '@nestjs/common';
import { ERROR_CODES, MESSAGES } from '@inasaku/contracts';
import { RateLimiter, RpcErrors, clientKey, rpcError } from '@inasaku/service-kit';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import { checkCode, generateCode, hashCode } from '../common/verification-code';
import { MAILER, type Mailer } from '../mail/mailer';
import { codeMail } from '../mail/mail-templates';
import type { CodePurpose } from './entities/verification-code.entity';
import { VerificationCodesRepository } from './verification-codes.repository';
import { accountSecret } from '../sessions/token.service';

/** Verification codes for sign-up and password reset: issued by mail, checked with limits. */
@Injectable()
export class VerificationService {
  private readonly logger = new Logger(VerificationService.name);
  private readonly codeKey: string;

  constructor(
    private readonly codes: VerificationCodesRepository,
    private readonly limiter: RateLimiter,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(ACCOUNT_ENV) private readonly env: AccountEnv,
  ) {
    this.codeKey = accountSecret(env, 'verification-code');
  }

  /**
   * Mails a new code, which replaces the earlier one. Capped per mail address (CODE_SEND_MAX) and
   * per client address over all mail addresses (CODE_SEND_CLIENT_MAX), so one client cannot mail
   * strangers without end.
   */
  async send(email: string, purpose: CodePurpose, clientIp?: string | null): Promise<void> {
    await this.countClientRequest(clientIp);
    const sendRule = { limit: this.env.CODE_SEND_MAX, windowSeconds: this.env.CODE_SEND_WINDOW_SECONDS };
    if (!(await this.limiter.consume(`code-send:${purpose}:${email}`, sendRule))) RpcErrors.limitExceeded();

    const code = generateCode();
    const ttl = purpose === 'signup' ? this.env.VERIFICATION_CODE_TTL_SECONDS : this.env.RESET_CODE_TTL_SECONDS;
    await this.codes.replace(email, purpose, hashCode(this.codeKey, email, purpose, code), new Date(Date.now() + ttl * 1000));
    try {
      await this.mailer.send(codeMail(purpose, email, code, ttl));
    } catch (e) {
      this.logger.error({ msg: 'verification mail failed', purpose, error: (e as Error).message });
      rpcError(500, ERROR_CODES.codeDeliveryFailed, MESSAGES.codeDeliveryFailed);
    }
  }

  /**
   * Counts a code request for an address that has no user against the client's mail cap too, so
   * the "unknown address" answer cannot be asked for without end (address probing).
   */
  async unknownAddress(clientIp?: string | null): Promise<void> {
    await this.countClientRequest(clientIp);
  }

  private async countClientRequest(clientIp: string | null | undefined): Promise<void> {
    const rule = { limit: this.env.CODE_SEND_CLIENT_MAX, windowSeconds: this.env.CODE_SEND_WINDOW_SECONDS };
    if (!(await this.limiter.consume(`code-send-client:${clientKey(clientIp)}`, rule))) RpcErrors.limitExceeded();
  }

  /**
   * Consumes the code or throws CODE_MISMATCH / EXPIRED_CODE. Wrong tries are counted per code for
   * its whole life (CODE_MAX_FAILURES: then only a resent code can be tried) and per client address
   * over all codes (CODE_CLIENT_MAX_FAILURES per window); over either, even the right code is 429.
   * Tries are counted before the check, so parallel guesses cannot slip under the limit.
   */
  async verify(email: string, purpose: CodePurpose, code: string, clientIp?: string | null): Promise<void> {
    const stored = await this.codes.latestActive(email, purpose);
    const codeKey = `code-check:${purpose}:${email}:${stored?.id ?? 'none'}`;
    const clientCodeKey = `code-check-client:${clientKey(clientIp)}`;
    const codeLife = purpose === 'signup' ? this.env.VERIFICATION_CODE_TTL_SECONDS : this.env.RESET_CODE_TTL_SECONDS;
    const [perCode, perClient] = await Promise.all([
      this.limiter.hit(codeKey, { limit: this.env.CODE_MAX_FAILURES, windowSeconds: codeLife }),
      this.limiter.hit(clientCodeKey, { limit: this.env.CODE_CLIENT_MAX_FAILURES, windowSeconds: this.env.CODE_FAILURE_WINDOW_SECONDS }),
    ]);
    if (perCode > this.env.CODE_MAX_FAILURES || perClient > this.env.CODE_CLIENT_MAX_FAILURES) RpcErrors.limitExceeded();

    const result = checkCode(stored, hashCode(this.codeKey, email, purpose, code));
    if (result === 'mismatch' || !stored) return rpcError(400, ERROR_CODES.codeMismatch, MESSAGES.codeMismatch, 'code');
    if (result === 'expired') rpcError(400, ERROR_CODES.codeExpired, MESSAGES.codeExpired, 'code');
    if (!(await this.codes.consume(stored.id))) rpcError(400, ERROR_CODES.codeMismatch, MESSAGES.codeMismatch, 'code');
    // A right code is not a failure of this client.
    await Promise.all([this.limiter.reset(codeKey), this.limiter.refund(clientCodeKey)]);
  }
}
