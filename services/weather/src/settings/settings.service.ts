import { Injectable } from '@nestjs/common';
import {
  WEATHER_MESSAGES,
  type CreateWeatherSettingRequest, type DeleteWeatherSettingResult, type ListWeatherSettingsRequest, type RequestContext,
  type UpdateWeatherSettingRequest, type WeatherSetting,
} from '@inasaku/contracts';
import { RpcErrors, assertWritable, requireAccount } from '@inasaku/service-kit';
import { SettingsRepository, type SettingInput } from './settings.repository';
import type { WeatherSettingEntity } from './weather-setting.entity';

/** '10.0' -> '10', '-1.50' -> '-1.5': decimal text as typed, without trailing zeros. */
export function decimalText(value: string): string {
  const text = String(value);
  if (!text.includes('.')) return text === '-0' ? '0' : text;
  const trimmed = text.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

export function toWeatherSetting(e: WeatherSettingEntity): WeatherSetting {
  return {
    setting_id: e.settingId,
    management_id: e.managementId,
    name: e.name,
    datetime: String(e.startDate).slice(0, 10),
    cumulative: e.cumulative,
    basetemp: decimalText(e.basetemp),
    correction: decimalText(e.correction),
  };
}

function inputOf(p: CreateWeatherSettingRequest): SettingInput {
  return { name: p.name, startDate: p.datetime, cumulative: p.cumulative, basetemp: p.basetemp, correction: p.correction };
}

/**
 * Weather settings of the chosen management year (spec 000 §5 rules are in the contract and
 * parsed again here; spec 000 §6: read-only plans and past years may not write; another
 * account's or another year's setting is 404).
 */
@Injectable()
export class SettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  async list(context: RequestContext, request: ListWeatherSettingsRequest): Promise<WeatherSetting[]> {
    const accountId = requireAccount(context);
    if (!context.managementId) return [];
    const list = (await this.settings.listOfYear(accountId, context.managementId)).map(toWeatherSetting);
    if (!request.setting_id) return list;
    const one = list.filter((s) => s.setting_id === request.setting_id);
    return one.length ? one : RpcErrors.notFound(WEATHER_MESSAGES.settingNotFound);
  }

  async create(context: RequestContext, request: CreateWeatherSettingRequest): Promise<WeatherSetting> {
    const accountId = assertWritable(context);
    if (!context.managementId) return RpcErrors.notFound();
    return toWeatherSetting(await this.settings.create(accountId, context.managementId, inputOf(request)));
  }

  async update(context: RequestContext, request: UpdateWeatherSettingRequest): Promise<WeatherSetting> {
    const accountId = assertWritable(context);
    await this.ownOfYear(context, accountId, request.setting_id);
    const updated = await this.settings.update(accountId, request.setting_id, inputOf(request));
    return updated ? toWeatherSetting(updated) : RpcErrors.notFound(WEATHER_MESSAGES.settingNotFound);
  }

  async delete(context: RequestContext, settingId: string): Promise<DeleteWeatherSettingResult> {
    const accountId = assertWritable(context);
    await this.ownOfYear(context, accountId, settingId);
    if (!(await this.settings.delete(accountId, settingId))) return RpcErrors.notFound(WEATHER_MESSAGES.settingNotFound);
    return { setting_id: settingId };
  }

  private async ownOfYear(context: RequestContext, accountId: string, settingId: string): Promise<WeatherSettingEntity> {
    const setting = await this.settings.findOwn(accountId, settingId);
    if (!setting || setting.managementId !== context.managementId) return RpcErrors.notFound(WEATHER_MESSAGES.settingNotFound);
    return setting;
  }
}
