import { Controller } from '@nestjs/common';
import {
  SUBJECTS, confirmForgotPasswordSchema, confirmSignUpSchema, forgotPasswordSchema, resendCodeSchema, signUpSchema,
} from '@inasaku/contracts';
import { Handles, type Envelope } from '@inasaku/service-kit';
import { PasswordResetService } from './password-reset.service';
import { SignUpService } from './sign-up.service';

const auth = SUBJECTS.account.auth;

/** Sign-up, verification codes and password reset; the client address feeds their per-client limits. */
@Controller()
export class AuthHandler {
  constructor(
    private readonly signUps: SignUpService,
    private readonly resets: PasswordResetService,
  ) {}

  @Handles(auth.signUp, signUpSchema)
  signUp({ context, payload }: Envelope<typeof signUpSchema>) {
    return this.signUps.signUp(payload, context.clientIp);
  }

  @Handles(auth.confirmSignUp, confirmSignUpSchema)
  confirmSignUp({ context, payload }: Envelope<typeof confirmSignUpSchema>) {
    return this.signUps.confirmSignUp(payload, context.clientIp);
  }

  @Handles(auth.resendCode, resendCodeSchema)
  resendCode({ context, payload }: Envelope<typeof resendCodeSchema>) {
    return this.signUps.resendCode(payload, context.clientIp);
  }

  @Handles(auth.forgotPassword, forgotPasswordSchema)
  forgotPassword({ context, payload }: Envelope<typeof forgotPasswordSchema>) {
    return this.resets.forgotPassword(payload, context.clientIp);
  }

  @Handles(auth.confirmForgotPassword, confirmForgotPasswordSchema)
  confirmForgotPassword({ context, payload }: Envelope<typeof confirmForgotPasswordSchema>) {
    return this.resets.confirmForgotPassword(payload, context.clientIp);
  }
}
