import { Inject, Injectable, Logger } from '@nestjs/common';
import { ERROR_CODES, MESSAGES } from '@inasaku/contracts';
import { RateLimiter, RpcErrors, rpcError } from '@inasaku/service-kit';
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

  async send(email: string, purpose: CodePurpose): Promise<void> {
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

  /** Consumes the code or throws CODE_MISMATCH / EXPIRED_CODE; too many wrong codes is 429. */
  async verify(email: string, purpose: CodePurpose, code: string): Promise<void> {
    const failRule = { limit: this.env.CODE_MAX_FAILURES, windowSeconds: this.env.CODE_FAILURE_WINDOW_SECONDS };
    const key = `code-check:${purpose}:${email}`;
    if (await this.limiter.isLimited(key, failRule)) RpcErrors.limitExceeded();

    const stored = await this.codes.latestActive(email, purpose);
    const result = checkCode(stored, hashCode(this.codeKey, email, purpose, code));
    if (result === 'mismatch' || !stored) {
      await this.limiter.hit(key, failRule);
      return rpcError(400, ERROR_CODES.codeMismatch, MESSAGES.codeMismatch, 'code');
    }
    if (result === 'expired') rpcError(400, ERROR_CODES.codeExpired, MESSAGES.codeExpired, 'code');
    if (!(await this.codes.consume(stored.id))) rpcError(400, ERROR_CODES.codeMismatch, MESSAGES.codeMismatch, 'code');
    await this.limiter.reset(key);
  }
}
