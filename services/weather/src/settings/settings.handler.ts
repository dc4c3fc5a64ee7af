import { Controller } from '@nestjs/common';
import {
  WEATHER_SUBJECTS, createWeatherSettingSchema, deleteWeatherSettingSchema, listWeatherSettingsSchema, updateWeatherSettingSchema,
} from '@inasaku/contracts';
import { Handles, forwardingHandler, type Envelope } from '@inasaku/service-kit';
import { SettingsService } from './settings.service';

const S = WEATHER_SUBJECTS.settings;

@Controller()
export class SettingsHandler extends forwardingHandler(SettingsService, {
  list: [S.list, listWeatherSettingsSchema],
  create: [S.create, createWeatherSettingSchema],
  update: [S.update, updateWeatherSettingSchema],
}) {
  @Handles(S.delete, deleteWeatherSettingSchema)
  delete({ context, payload }: Envelope<typeof deleteWeatherSettingSchema>) {
    return this.service.delete(context, payload.setting_id);
  }
}
