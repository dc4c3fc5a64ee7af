import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, completeNewPasswordSchema, refreshSchema, signInSchema, signOutSchema } from '@inasaku/contracts';
import { parseContext, parseEnvelope } from '@inasaku/service-kit';
import { SessionsService } from '../sessions/sessions.service';
import { SignInService } from './sign-in.service';

const auth = SUBJECTS.account.auth;

/** Sign-in, the new-password challenge, token refresh, sign-out and the current user. */
@Controller()
export class SessionHandler {
  constructor(
    private readonly signIns: SignInService,
    private readonly sessions: SessionsService,
  ) {}

  @MessagePattern(auth.signIn)
  signIn(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(signInSchema, data);
    return this.signIns.signIn(payload, context.clientIp);
  }

  @MessagePattern(auth.completeNewPassword)
  completeNewPassword(@Payload() data: unknown) {
    return this.signIns.completeNewPassword(parseEnvelope(completeNewPasswordSchema, data).payload);
  }

  @MessagePattern(auth.refresh)
  refresh(@Payload() data: unknown) {
    return this.sessions.refresh(parseEnvelope(refreshSchema, data).payload.refresh_token);
  }

  @MessagePattern(auth.signOut)
  signOut(@Payload() data: unknown) {
    return this.sessions.signOut(parseEnvelope(signOutSchema, data).payload.refresh_token);
  }

  @MessagePattern(auth.me)
  me(@Payload() data: unknown) {
    return this.signIns.me(parseContext(data).userId);
  }
}
