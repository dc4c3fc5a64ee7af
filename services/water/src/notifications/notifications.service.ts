import { Injectable } from '@nestjs/common';
import type { NotificationSettings, RequestContext, SaveNotificationSettingsRequest } from '@inasaku/contracts';
import { WaterAccess } from '../sensors/water-access';
import { NotificationsRepository } from './notifications.repository';

@Injectable()
export class NotificationsService {
  constructor(private readonly access: WaterAccess, private readonly repo: NotificationsRepository) {}

  async get(context: RequestContext): Promise<NotificationSettings> {
    return this.repo.get(await this.access.read(context));
  }

  async save(context: RequestContext, input: SaveNotificationSettingsRequest): Promise<NotificationSettings> {
    const accountId = await this.access.write(context);
    const level = (v: string | undefined) => (v === undefined || v === '' ? null : v);
    return this.repo.save(accountId, {
      warnValue: level(input.warn_value), warnUnit: input.warn_unit,
      cautionValue: level(input.caution_value), cautionUnit: input.caution_unit,
      notify: input.notify,
    });
  }
}
