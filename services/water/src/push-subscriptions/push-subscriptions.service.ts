import { Injectable } from '@nestjs/common';
import type {
  CreatePushSubscriptionRequest, PushDevice, PushPublicKey, PushSubscriptionCreated, RequestContext,
} from '@inasaku/contracts';
import { RpcErrors } from '@inasaku/service-kit';
import { WaterAccess } from '../sensors/water-access';
import { VapidKeyHolder } from '../alert-delivery/vapid-key.holder';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

export const PUSH_MESSAGES = {
  notFound: '端末が見つかりません。',
  noUser: 'ユーザーとしてログインしてください。',
} as const;

/** The signed-in user's own devices: nobody sees or removes another user's. */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    private readonly access: WaterAccess,
    private readonly repo: PushSubscriptionsRepository,
    private readonly vapid: VapidKeyHolder,
  ) {}

  async publicKey(context: RequestContext): Promise<PushPublicKey> {
    await this.access.read(context);
    return { public_key: this.vapid.keys.publicKey };
  }

  async subscribe(context: RequestContext, input: CreatePushSubscriptionRequest): Promise<PushSubscriptionCreated> {
    const { accountId, userId } = await this.user(context);
    const d = await this.repo.upsert(accountId, userId, {
      endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, deviceName: input.device_name,
    });
    return { id: d.id, device_name: d.device_name, created_at: d.created_at };
  }

  async list(context: RequestContext): Promise<{ list: PushDevice[] }> {
    const { accountId, userId } = await this.user(context);
    return { list: await this.repo.listOfUser(accountId, userId) };
  }

  async delete(context: RequestContext, id: string): Promise<{ result: '0' }> {
    const { accountId, userId } = await this.user(context);
    if (!(await this.repo.deleteOwn(accountId, userId, id))) return RpcErrors.notFound(PUSH_MESSAGES.notFound);
    return { result: '0' };
  }

  private async user(context: RequestContext): Promise<{ accountId: string; userId: string }> {
    const accountId = await this.access.read(context);
    if (!context.userId) return RpcErrors.unauthorized(PUSH_MESSAGES.noUser);
    return { accountId, userId: context.userId };
  }
}
