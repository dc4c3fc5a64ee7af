import { Injectable } from '@nestjs/common';
import { ERROR_CODES, MESSAGES, type ConfirmForgotPasswordRequest, type ForgotPasswordRequest } from '@inasaku/contracts';
import { rpcError } from '@inasaku/service-kit';
import { hashPassword } from '../common/password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import { UsersRepository } from '../users/users.repository';
import { VerificationService } from '../verification/verification.service';
import { normalizeEmail } from './normalize-email';
import { SignInLimits } from './sign-in-limits';

const emailNotFound = (): never => rpcError(404, ERROR_CODES.userNotFound, MESSAGES.emailNotFound, 'email');

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly verification: VerificationService,
    private readonly sessions: SessionsService,
    private readonly signInLimits: SignInLimits,
  ) {}

  async forgotPassword(request: ForgotPasswordRequest, clientIp?: string | null): Promise<{ email: string }> {
    const email = normalizeEmail(request.email);
    if (!(await this.users.findByEmail(email))) {
      await this.verification.unknownAddress(clientIp);
      return emailNotFound();
    }
    await this.verification.send(email, 'reset', clientIp);
    return { email };
  }

  /**
   * Sets the new password and signs the user out everywhere. The code proves the mailbox,
   * so an unconfirmed user becomes confirmed and a pending temporary password is replaced.
   */
  async confirmForgotPassword(request: ConfirmForgotPasswordRequest, clientIp?: string | null): Promise<{ email: string }> {
    const email = normalizeEmail(request.email);
    const user = await this.users.findByEmail(email);
    if (!user) return emailNotFound();
    await this.verification.verify(email, 'reset', request.code, clientIp);
    await this.users.setPassword(user.userId, await hashPassword(request.new_password), {
      confirmed: true,
      mustChangePassword: false,
    });
    await this.sessions.revokeAllForUser(user.userId);
    await this.signInLimits.passwordReset(email, clientIp);
    return { email };
  }
}
