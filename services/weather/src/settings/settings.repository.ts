import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { WeatherSettingEntity } from './weather-setting.entity';

export interface SettingInput {
  name: string;
  startDate: string;
  cumulative: number;
  basetemp: string;
  correction: string;
}

@Injectable()
export class SettingsRepository {
  constructor(@InjectRepository(WeatherSettingEntity) private readonly settings: Repository<WeatherSettingEntity>) {}

  listOfYear(accountId: string, managementId: string): Promise<WeatherSettingEntity[]> {
    return this.settings.find({ where: { accountId, managementId }, order: { startDate: 'ASC', createdAt: 'ASC' } });
  }

  /** The account's own setting only: another account's id is not found. */
  findOwn(accountId: string, settingId: string): Promise<WeatherSettingEntity | null> {
    return this.settings.findOneBy({ accountId, settingId });
  }

  async create(accountId: string, managementId: string, input: SettingInput): Promise<WeatherSettingEntity> {
    const entity = this.settings.create({ settingId: randomUUID(), accountId, managementId, ...input });
    await this.settings.insert(entity);
    return (await this.findOwn(accountId, entity.settingId)) as WeatherSettingEntity;
  }

  async update(accountId: string, settingId: string, input: SettingInput): Promise<WeatherSettingEntity | null> {
    const result = await this.settings.update({ accountId, settingId }, { ...input, updatedAt: new Date() });
    return (result.affected ?? 0) > 0 ? this.findOwn(accountId, settingId) : null;
  }

  async delete(accountId: string, settingId: string): Promise<boolean> {
    const result = await this.settings.delete({ accountId, settingId });
    return (result.affected ?? 0) > 0;
  }
}
