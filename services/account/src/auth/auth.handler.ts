import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS, confirmForgotPasswordSchema, confirmSignUpSchema, forgotPasswordSchema, resendCodeSchema, signUpSchema,
} from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
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

  @MessagePattern(auth.signUp)
  signUp(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(signUpSchema, data);
    return this.signUps.signUp(payload, context.clientIp);
  }

  @MessagePattern(auth.confirmSignUp)
  confirmSignUp(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(confirmSignUpSchema, data);
    return this.signUps.confirmSignUp(payload, context.clientIp);
  }

  @MessagePattern(auth.resendCode)
  resendCode(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(resendCodeSchema, data);
    return this.signUps.resendCode(payload, context.clientIp);
  }

  @MessagePattern(auth.forgotPassword)
  forgotPassword(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(forgotPasswordSchema, data);
    return this.resets.forgotPassword(payload, context.clientIp);
  }

  @MessagePattern(auth.confirmForgotPassword)
  confirmForgotPassword(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(confirmForgotPasswordSchema, data);
    return this.resets.confirmForgotPassword(payload, context.clientIp);
  }
}
