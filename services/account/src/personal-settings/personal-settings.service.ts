import { Inject, Injectable } from '@nestjs/common';
import { MESSAGES, PERSONAL_ERROR_CODES, type ChangePasswordRequest, type RequestContext } from '@inasaku/contracts';
import { RateLimiter, RpcErrors, requireAccount, rpcError } from '@inasaku/service-kit';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import { hashPassword, verifyPassword } from '../common/password-hasher';
import { UsersRepository } from '../users/users.repository';
import { SessionsService } from '../sessions/sessions.service';

export const WRONG_CURRENT_PASSWORD = PERSONAL_ERROR_CODES.wrongCurrentPassword;
export const changePasswordLimitKey = (userId: string) => `change-password:${userId}`;

/**
 * Personal settings (個人設定): the password. The display name goes through POST
 * /adminUpdateUser on the user's own record. Open in every plan state and year.
 */
@Injectable()
export class PersonalSettingsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly limiter: RateLimiter,
    private readonly sessions: SessionsService,
    @Inject(ACCOUNT_ENV) private readonly env: AccountEnv,
  ) {}

  /** Every attempt counts; the right current password clears the count. */
  async changePassword(context: RequestContext, input: ChangePasswordRequest): Promise<{ changed: true }> {
    const accountId = requireAccount(context);
    const user = context.userId ? await this.users.findById(context.userId) : null;
    if (!user || user.accountId !== accountId) return RpcErrors.unauthorized();
    const key = changePasswordLimitKey(user.userId);
    const rule = { limit: this.env.CHANGE_PASSWORD_MAX_ATTEMPTS, windowSeconds: this.env.CHANGE_PASSWORD_WINDOW_SECONDS };
    if (!(await this.limiter.consume(key, rule))) RpcErrors.limitExceeded();
    if (!(await verifyPassword(input.current_password, user.passwordHash))) {
      return rpcError(400, WRONG_CURRENT_PASSWORD, MESSAGES.wrongCurrentPassword, 'current_password');
    }
    await this.limiter.reset(key);
    await this.users.setPassword(user.userId, await hashPassword(input.new_password));
    // Whoever else holds a session of this user (a lost phone, a shared PC) is out at once;
    // the session the change was made from stays signed in.
    await this.sessions.revokeAllForUser(user.userId, context.sessionId ?? null);
    return { changed: true };
  }
}
