import { Injectable } from '@nestjs/common';
import {
  INFORMATION_IMAGE_KEY, INFORMATION_MESSAGES, INFORMATIONS_PAGE_SIZE, mediaFileUrl,
  type CreateInformationRequest, type DeleteInformationRequest, type DeleteInformationResponse, type Information,
  type ListInformationsRequest, type MarkInformationReadRequest, type MarkInformationReadResponse, type PagedList,
  type RequestContext, type UpdateInformationRequest,
} from '@inasaku/contracts';
import { RpcErrors, requireAccount } from '@inasaku/service-kit';
import { toTokyoIso } from '@inasaku/domain';
import { pageWindow } from '../common/paging';
import { AccountsService } from '../accounts/accounts.service';
import { ManagementsRepository } from '../managements/managements.repository';
import { UsersRepository } from '../users/users.repository';
import { InformationsRepository, type InformationRow, type YearScope } from './informations.repository';

export function toInformation(row: InformationRow, viewerId: string | null): Information {
  return {
    information_id: row.informationId,
    management_id: row.managementId,
    title: row.title,
    contents: row.contents,
    contributor: row.contributor,
    user_id: row.userId,
    datetime: toTokyoIso(row.createdAt),
    updated_at: toTokyoIso(row.updatedAt),
    image_paths: row.imagePaths,
    image_urls: row.imagePaths.map(mediaFileUrl),
    is_read: row.isRead,
    is_own: viewerId !== null && row.userId === viewerId,
  };
}

/**
 * Notices (お知らせ). They belong to the chosen year; writes need an active plan and the current
 * year; only the author edits or deletes. Reading and read marks are open to everyone of the account.
 */
@Injectable()
export class InformationsService {
  constructor(
    private readonly informations: InformationsRepository,
    private readonly accounts: AccountsService,
    private readonly managements: ManagementsRepository,
    private readonly users: UsersRepository,
  ) {}

  async list(context: RequestContext, query: ListInformationsRequest): Promise<PagedList<Information>> {
    const scope = readScope(context);
    const window = pageWindow({ count: query.count, cursor: query.latest_information_id, skip_page: query.skip_page }, INFORMATIONS_PAGE_SIZE);
    const [rows, total] = await Promise.all([this.informations.page(scope, window, context.userId), this.informations.count(scope)]);
    return { list: rows.map((r) => toInformation(r, context.userId)), total_count: total };
  }

  async create(context: RequestContext, input: CreateInformationRequest): Promise<Information> {
    const scope = await this.writeScope(context);
    const imagePaths = input.image_paths ?? [];
    await this.assertOwnImages(scope.accountId, imagePaths);
    const author = context.userId ? await this.users.findById(context.userId) : null;
    if (!author || author.accountId !== scope.accountId) return RpcErrors.unauthorized();
    const id = await this.informations.create(scope, {
      userId: author.userId, contributorName: author.displayName, title: input.title.trim(), contents: input.contents ?? '', imagePaths,
    });
    return this.answer(scope.accountId, id, context.userId);
  }

  async update(context: RequestContext, input: UpdateInformationRequest): Promise<Information> {
    const scope = await this.writeScope(context);
    await this.authorsNotice(scope, input.information_id, context.userId);
    if (input.image_paths) await this.assertOwnImages(scope.accountId, input.image_paths);
    await this.informations.update(input.information_id, {
      title: input.title.trim(),
      ...(input.contents !== undefined ? { contents: input.contents } : {}),
      ...(input.image_paths !== undefined ? { imagePaths: input.image_paths } : {}),
    });
    return this.answer(scope.accountId, input.information_id, context.userId);
  }

  async delete(context: RequestContext, input: DeleteInformationRequest): Promise<DeleteInformationResponse> {
    const scope = await this.writeScope(context);
    await this.authorsNotice(scope, input.information_id, context.userId);
    await this.informations.delete(input.information_id);
    return { information_id: input.information_id };
  }

  async markRead(context: RequestContext, input: MarkInformationReadRequest): Promise<MarkInformationReadResponse> {
    const accountId = requireAccount(context);
    if (!context.userId || !(await this.informations.findEntity(accountId, input.information_id))) return RpcErrors.notFound();
    await this.informations.markRead(accountId, input.information_id, context.userId);
    return { information_id: input.information_id, is_read: true };
  }

  private async writeScope(context: RequestContext): Promise<YearScope> {
    const account = await this.accounts.assertWritableNow(context);
    if (!context.managementId) return RpcErrors.notFound();
    return { accountId: account.accountId, managementId: context.managementId };
  }

  /** 404 unless the notice is of this year of the account; 403 unless `userId` wrote it. */
  private async authorsNotice(scope: YearScope, informationId: string, userId: string | null): Promise<void> {
    const notice = await this.informations.findEntity(scope.accountId, informationId);
    if (!notice || notice.managementId !== scope.managementId) return RpcErrors.notFound();
    if (notice.userId !== userId) return RpcErrors.forbidden(INFORMATION_MESSAGES.notAuthor);
  }

  /** Image keys must name one of the account's years, so nobody links another farm's files. */
  private async assertOwnImages(accountId: string, keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const years = new Set((await this.managements.list(accountId)).map((m) => m.managementId));
    for (const key of keys) {
      const managementId = INFORMATION_IMAGE_KEY.exec(key)?.[1];
      if (!managementId || !years.has(managementId)) return RpcErrors.validation(INFORMATION_MESSAGES.imagePath, 'image_paths');
    }
  }

  private async answer(accountId: string, informationId: string, viewerId: string | null): Promise<Information> {
    const row = await this.informations.findRow(accountId, informationId, viewerId);
    return row ? toInformation(row, viewerId) : RpcErrors.notFound();
  }
}

function readScope(context: RequestContext): YearScope {
  const accountId = requireAccount(context);
  if (!context.managementId) return RpcErrors.notFound();
  return { accountId, managementId: context.managementId };
}
