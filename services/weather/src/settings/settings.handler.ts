import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  WEATHER_SUBJECTS, createWeatherSettingSchema, deleteWeatherSettingSchema, listWeatherSettingsSchema, updateWeatherSettingSchema,
} from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { SettingsService } from './settings.service';

const S = WEATHER_SUBJECTS.settings;

@Controller()
export class SettingsHandler {
  constructor(private readonly service: SettingsService) {}

  @MessagePattern(S.list)
  list(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(listWeatherSettingsSchema, data);
    return this.service.list(context, payload);
  }

  @MessagePattern(S.create)
  create(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(createWeatherSettingSchema, data);
    return this.service.create(context, payload);
  }

  @MessagePattern(S.update)
  update(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(updateWeatherSettingSchema, data);
    return this.service.update(context, payload);
  }

  @MessagePattern(S.delete)
  delete(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(deleteWeatherSettingSchema, data);
    return this.service.delete(context, payload.setting_id);
  }
}
