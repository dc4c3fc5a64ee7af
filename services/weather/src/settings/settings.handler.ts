import { Controller } from '@nestjs/common';
import { WEATHER_SUBJECTS, deleteWeatherSettingSchema } from '@inasaku/contracts';
import { Handles, forwardingHandler, type Envelope } from '@inasaku/service-kit';
import { SettingsService } from './settings.service';

const S = WEATHER_SUBJECTS.settings;

@Controller()
export class SettingsHandler extends forwardingHandler(SettingsService, S, { delete: false }) {
  @Handles(S.delete, deleteWeatherSettingSchema)
  delete({ context, payload }: Envelope<typeof deleteWeatherSettingSchema>) {
    return this.service.delete(context, payload.setting_id);
  }
}
