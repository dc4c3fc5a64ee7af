import { Injectable } from '@nestjs/common';
import type { LineChannelStatus, LinkLineUserRequest, RequestContext, SaveLineChannelRequest } from '@inasaku/contracts';
import { RpcErrors } from '@inasaku/service-kit';
import { VapidKeyHolder } from '../alert-delivery/vapid-key.holder';
import { PUSH_MESSAGES } from '../push-subscriptions/push-subscriptions.service';
import { WaterAccess } from '../sensors/water-access';
import { openToken, sealToken } from './line-token.cipher';
import { LineRepository } from './line.repository';

export const LINE_MESSAGES = {
  rootOnly: 'LINE連携の設定は管理者のみ変更できます。',
  noToken: 'LINE通知を有効にするにはチャネルアクセストークンを入力してください。',
} as const;

/**
 * The account's LINE Messaging API channel (root user) and each user's link. The token goes in
 * and is never answered back nor logged: the answer says only whether one is configured.
 */
@Injectable()
export class LineService {
  constructor(private readonly access: WaterAccess, private readonly repo: LineRepository, private readonly keys: VapidKeyHolder) {}

  async get(context: RequestContext): Promise<LineChannelStatus> {
    const accountId = await this.access.read(context);
    return this.status(accountId, context.userId);
  }

  async save(context: RequestContext, input: SaveLineChannelRequest): Promise<LineChannelStatus> {
    const accountId = await this.access.read(context);
    if (!context.isRootUser && !context.admin) return RpcErrors.forbidden(LINE_MESSAGES.rootOnly);
    const token = input.channel_access_token;
    const sealed = token === undefined ? undefined : token === '' ? null : sealToken(this.keys.lineTokenKey, accountId, token);
    if (input.enabled) {
      const hasToken = sealed ? true : sealed === null ? false : !!(await this.repo.channel(accountId))?.sealed;
      if (!hasToken) return RpcErrors.validation(LINE_MESSAGES.noToken, 'channel_access_token');
    }
    await this.repo.saveChannel(accountId, input.enabled, sealed);
    return this.status(accountId, context.userId);
  }

  async link(context: RequestContext, input: LinkLineUserRequest): Promise<LineChannelStatus> {
    const accountId = await this.access.read(context);
    if (!context.userId) return RpcErrors.unauthorized(PUSH_MESSAGES.noUser);
    await this.repo.saveLink(accountId, context.userId, input.line_user_id);
    return this.status(accountId, context.userId);
  }

  /** The account's token when LINE is on and the token opens; null otherwise (the sender skips LINE). */
  async tokenFor(accountId: string): Promise<string | null> {
    const c = await this.repo.channel(accountId);
    if (!c?.enabled || !c.sealed) return null;
    return openToken(this.keys.lineTokenKey, accountId, c.sealed);
  }

  private async status(accountId: string, userId: string | null): Promise<LineChannelStatus> {
    const [c, lineUserId] = await Promise.all([this.repo.channel(accountId), userId ? this.repo.link(accountId, userId) : null]);
    return { configured: !!c?.sealed, enabled: !!c?.enabled, linked: !!lineUserId, line_user_id: lineUserId };
  }
}
