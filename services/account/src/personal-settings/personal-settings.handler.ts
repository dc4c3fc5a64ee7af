import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, changePasswordSchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { PersonalSettingsService } from './personal-settings.service';

@Controller()
export class PersonalSettingsHandler {
  constructor(private readonly settings: PersonalSettingsService) {}

  /** POST /auth/change-password */
  @MessagePattern(SUBJECTS.account.personal.changePassword)
  changePassword(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(changePasswordSchema, data);
    return this.settings.changePassword(context, payload);
  }
}
