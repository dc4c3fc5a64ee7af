import { Controller } from '@nestjs/common';
import { SUBJECTS, completeNewPasswordSchema, refreshSchema, signInSchema, signOutSchema } from '@inasaku/contracts';
import { Handles, type Envelope } from '@inasaku/service-kit';
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

  @Handles(auth.signIn, signInSchema)
  signIn({ context, payload }: Envelope<typeof signInSchema>) {
    return this.signIns.signIn(payload, context.clientIp);
  }

  @Handles(auth.completeNewPassword, completeNewPasswordSchema)
  completeNewPassword({ payload }: Envelope<typeof completeNewPasswordSchema>) {
    return this.signIns.completeNewPassword(payload);
  }

  @Handles(auth.refresh, refreshSchema)
  refresh({ payload }: Envelope<typeof refreshSchema>) {
    return this.sessions.refresh(payload.refresh_token);
  }

  @Handles(auth.signOut, signOutSchema)
  signOut({ payload }: Envelope<typeof signOutSchema>) {
    return this.sessions.signOut(payload.refresh_token);
  }

  @Handles(auth.me)
  me({ context }: Envelope) {
    return this.signIns.me(context.userId);
  }
}
