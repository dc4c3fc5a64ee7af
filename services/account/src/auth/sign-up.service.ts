import { Inject, Injectable } from '@nestjs/common';
import { displayNameFromEmail } from '@inasaku/domain';
import { ERROR_CODES, MESSAGES, type ConfirmSignUpRequest, type ResendCodeRequest, type SignUpRequest } from '@inasaku/contracts';
import { RateLimiter, RpcErrors, clientKey, rpcError } from '@inasaku/service-kit';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import { hashPassword } from '../common/password-hasher';
import { UsersRepository } from '../users/users.repository';
import { VerificationService } from '../verification/verification.service';
import { normalizeEmail } from './normalize-email';

const userExists = (): never => rpcError(409, ERROR_CODES.userExists, MESSAGES.userExists, 'email');
const emailNotFound = (): never => rpcError(404, ERROR_CODES.userNotFound, MESSAGES.emailNotFound, 'email');

@Injectable()
export class SignUpService {
  constructor(
    private readonly users: UsersRepository,
    private readonly verification: VerificationService,
    private readonly limiter: RateLimiter,
    @Inject(ACCOUNT_ENV) private readonly env: AccountEnv,
  ) {}

  /**
   * Registers an unconfirmed user and mails a code. Signing up again before confirming
   * replaces the password and sends a new code; a confirmed address is taken. Capped per client
   * address (SIGN_UP_CLIENT_MAX), counted before the password is hashed.
   */
  async signUp(request: SignUpRequest, clientIp?: string | null): Promise<{ email: string }> {
    const rule = { limit: this.env.SIGN_UP_CLIENT_MAX, windowSeconds: this.env.SIGN_UP_CLIENT_WINDOW_SECONDS };
    if (!(await this.limiter.consume(`sign-up-client:${clientKey(clientIp)}`, rule))) RpcErrors.limitExceeded();
    const email = normalizeEmail(request.email);
    const passwordHash = await hashPassword(request.password);
    let user = await this.users.findByEmail(email);
    if (user?.confirmed) return userExists();
    if (!user) {
      user = await this.users.create({ email, displayName: displayNameFromEmail(email), passwordHash });
      // Lost a race with a concurrent sign-up of the same address: continue as a repeat.
      user ??= await this.users.findByEmail(email);
      if (!user || user.confirmed) return userExists();
    }
    await this.users.setPassword(user.userId, passwordHash);
    await this.verification.send(email, 'signup', clientIp);
    return { email };
  }

  async confirmSignUp(request: ConfirmSignUpRequest, clientIp?: string | null): Promise<{ email: string }> {
    const email = normalizeEmail(request.email);
    const user = await this.users.findByEmail(email);
    // An unknown address gets the same answer as a wrong code: nothing to learn here.
    if (!user) return rpcError(400, ERROR_CODES.codeMismatch, MESSAGES.codeMismatch, 'code');
    if (user.confirmed) return userExists();
    await this.verification.verify(email, 'signup', request.code, clientIp);
    await this.users.markConfirmed(user.userId);
    return { email };
  }

  async resendCode(request: ResendCodeRequest, clientIp?: string | null): Promise<{ email: string }> {
    const email = normalizeEmail(request.email);
    const user = await this.users.findByEmail(email);
    if (!user) {
      await this.verification.unknownAddress(clientIp);
      return emailNotFound();
    }
    if (user.confirmed) return userExists();
    await this.verification.send(email, 'signup', clientIp);
    return { email };
  }
}
