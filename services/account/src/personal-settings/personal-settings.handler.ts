import { Controller } from '@nestjs/common';
import { SUBJECTS, changePasswordSchema } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { PersonalSettingsService } from './personal-settings.service';

@Controller()
export class PersonalSettingsHandler extends forwardingHandler(PersonalSettingsService, {
  /** POST /auth/change-password */
  changePassword: [SUBJECTS.account.personal.changePassword, changePasswordSchema],
}) {}
