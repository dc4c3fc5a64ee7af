import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { VerificationModule } from '../verification/verification.module';
import { AuthHandler } from './auth.handler';
import { PasswordResetService } from './password-reset.service';
import { SessionHandler } from './session.handler';
import { SignInLimits } from './sign-in-limits';
import { SignInService } from './sign-in.service';
import { SignUpService } from './sign-up.service';

@Module({
  imports: [UsersModule, AccountsModule, SessionsModule, VerificationModule],
  controllers: [AuthHandler, SessionHandler],
  providers: [SignUpService, SignInService, SignInLimits, PasswordResetService],
})
export class AuthModule {}
