import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS, confirmForgotPasswordSchema, confirmSignUpSchema, forgotPasswordSchema, resendCodeSchema, signUpSchema,
} from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { PasswordResetService } from './password-reset.service';
import { SignUpService } from './sign-up.service';

const auth = SUBJECTS.account.auth;

/** Sign-up, verification codes and password reset. */
@Controller()
export class AuthHandler {
  constructor(
    private readonly signUps: SignUpService,
    private readonly resets: PasswordResetService,
  ) {}

  @MessagePattern(auth.signUp)
  signUp(@Payload() data: unknown) {
    return this.signUps.signUp(parseEnvelope(signUpSchema, data).payload);
  }

  @MessagePattern(auth.confirmSignUp)
  confirmSignUp(@Payload() data: unknown) {
    return this.signUps.confirmSignUp(parseEnvelope(confirmSignUpSchema, data).payload);
  }

  @MessagePattern(auth.resendCode)
  resendCode(@Payload() data: unknown) {
    return this.signUps.resendCode(parseEnvelope(resendCodeSchema, data).payload);
  }

  @MessagePattern(auth.forgotPassword)
  forgotPassword(@Payload() data: unknown) {
    return this.resets.forgotPassword(parseEnvelope(forgotPasswordSchema, data).payload);
  }

  @MessagePattern(auth.confirmForgotPassword)
  confirmForgotPassword(@Payload() data: unknown) {
    return this.resets.confirmForgotPassword(parseEnvelope(confirmForgotPasswordSchema, data).payload);
  }
}
