import { Inject, Injectable } from '@nestjs/common';
import {
  ERROR_CODES, MESSAGES, type CompleteNewPasswordRequest, type CurrentUser, type SignInRequest, type SignInResult,
} from '@inasaku/contracts';
import { RpcErrors, rpcError } from '@inasaku/service-kit';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../common/password-hasher';
import { toCurrentUser } from '../accounts/current-user';
import { SessionsService } from '../sessions/sessions.service';
import { TokenService } from '../sessions/token.service';
import { UsersRepository } from '../users/users.repository';
import { normalizeEmail } from './normalize-email';
import { SignInLimits } from './sign-in-limits';

const invalidCredentials = (): never => rpcError(401, ERROR_CODES.invalidCredentials, MESSAGES.invalidCredentials);
const challengeInvalid = (): never => rpcError(401, ERROR_CODES.unauthorized, MESSAGES.sessionExpired);

@Injectable()
export class SignInService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly tokens: TokenService,
    private readonly limits: SignInLimits,
    @Inject(ACCOUNT_ENV) private readonly env: AccountEnv,
  ) {}

  /**
   * Limited per client address, slowed per account (SignInLimits); a right password clears this
   * client's count. The password is checked before anything else is revealed (unconfirmed, new
   * password required).
   */
  async signIn(request: SignInRequest, clientIp?: string | null): Promise<SignInResult> {
    const email = normalizeEmail(request.email);
    const attempt = await this.limits.begin(email, clientIp);

    const user = await this.users.findByEmail(email);
    const valid = user ? await verifyPassword(request.password, user.passwordHash) : await verifyAgainstDummy(request.password);
    if (!user || !valid) {
      await this.limits.failed(attempt);
      return invalidCredentials();
    }
    await this.limits.succeeded(attempt);

    if (!user.confirmed) return rpcError(403, ERROR_CODES.userNotConfirmed, '検証コードを入力してください。');
    if (user.mustChangePassword) {
      // A temporary password (set when the root user added the user) signs in for a limited time;
      // after it, as with the identity provider the spec follows, it is simply not accepted.
      if (user.createdAt.getTime() + this.env.TEMPORARY_PASSWORD_TTL_SECONDS * 1000 <= Date.now()) return invalidCredentials();
      return { status: 'NEW_PASSWORD_REQUIRED', challenge: this.tokens.signChallenge(user.userId, user.passwordHash) };
    }
    return this.sessions.start(user);
  }

  async completeNewPassword(request: CompleteNewPasswordRequest): Promise<SignInResult> {
    const challenge = this.tokens.verifyChallenge(request.challenge);
    if (!challenge) return challengeInvalid();
    const user = await this.users.findById(challenge.userId);
    // The fingerprint changes with the password: a used challenge cannot set it twice.
    if (!user || !user.mustChangePassword || this.tokens.fingerprint(user.passwordHash) !== challenge.fingerprint) {
      return challengeInvalid();
    }
    await this.users.setPassword(user.userId, await hashPassword(request.new_password), {
      mustChangePassword: false,
      confirmed: true,
    });
    const updated = await this.users.findById(user.userId);
    return this.sessions.start(updated ?? user);
  }

  async me(userId: string | null): Promise<CurrentUser> {
    const found = userId ? await this.users.findWithAccount(userId) : null;
    if (!found) return RpcErrors.unauthorized();
    return toCurrentUser(found.user, found.account);
  }
}
