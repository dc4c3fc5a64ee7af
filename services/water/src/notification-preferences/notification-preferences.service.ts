import { Injectable } from '@nestjs/common';
import type { NotificationPreferences, RequestContext, SaveNotificationPreferencesRequest } from '@inasaku/contracts';
import { RpcErrors } from '@inasaku/service-kit';
import { WaterAccess } from '../sensors/water-access';
import { PUSH_MESSAGES } from '../push-subscriptions/push-subscriptions.service';
import { NotificationPreferencesRepository } from './notification-preferences.repository';

/** The signed-in user's own preferences; a past year or a read-only plan does not block them. */
@Injectable()
export class NotificationPreferencesService {
  constructor(private readonly access: WaterAccess, private readonly repo: NotificationPreferencesRepository) {}

  async get(context: RequestContext): Promise<NotificationPreferences> {
    const { accountId, userId } = await this.user(context);
    return this.repo.get(accountId, userId);
  }

  async save(context: RequestContext, input: SaveNotificationPreferencesRequest): Promise<NotificationPreferences> {
    const { accountId, userId } = await this.user(context);
    const { channels, quiet_hours, reminder, recovery_notice } = input;
    return this.repo.save(accountId, userId, { channels, quiet_hours, reminder, recovery_notice });
  }

  private async user(context: RequestContext): Promise<{ accountId: string; userId: string }> {
    const accountId = await this.access.read(context);
    if (!context.userId) return RpcErrors.unauthorized(PUSH_MESSAGES.noUser);
    return { accountId, userId: context.userId };
  }
}
