import { Inject, Injectable, Logger } from '@nestjs/common';
import { isRootUser } from '@inasaku/domain';
import {
  DEFAULT_USER_COLOR, ERROR_CODES, MESSAGES, USER_MESSAGES,
  type AdminCreateUserRequest, type AdminCreateUserResponse, type AdminDeleteUserRequest, type AdminDeleteUserResponse,
  type AdminListUsersRequest, type AdminListUsersResponse, type AdminUpdateUserRequest, type AdminUpdateUserResponse,
  type AccountUser, type ListAccountUsersRequest, type PagedList, type RequestContext,
} from '@inasaku/contracts';
import { RpcErrors, WRITE_REFUSED_MESSAGES, rpcError } from '@inasaku/service-kit';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import { hashPassword } from '../common/password-hasher';
import { pageWindow } from '../common/paging';
import { normalizeEmail } from '../auth/normalize-email';
import { AccountsService } from '../accounts/accounts.service';
import type { AccountEntity } from '../accounts/entities/account.entity';
import { mayWriteNow } from '../accounts/plan-state';
import { MAILER, type Mailer } from '../mail/mailer';
import { temporaryPasswordMail } from '../mail/account-mails';
import { UsersRepository } from './users.repository';
import { decodeListToken, encodeListToken, toAccountUser, toAdminUser } from './admin-user';
import { generateTemporaryPassword } from './temporary-password';

const ADMIN_LIST_DEFAULT = 60;
const emailTaken = (): never => rpcError(409, ERROR_CODES.userExists, MESSAGES.userExists, 'email');

/**
 * Users of an account (spec 001 Users, §6). Root-only rules are checked against the stored
 * root_users, not only the token; a read-only plan may not add, delete or edit others.
 */
@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(ACCOUNT_ENV) private readonly env: AccountEnv,
  ) {}

  /** GET /inasaku/users */
  async list(context: RequestContext, query: ListAccountUsersRequest): Promise<PagedList<AccountUser>> {
    const account = await this.accounts.load(context);
    const window = pageWindow({ count: query.count, cursor: query.latest_user_id, skip_page: query.skip_page }, null);
    const [rows, total] = await Promise.all([
      this.users.page(account.accountId, window),
      this.users.countInAccount(account.accountId),
    ]);
    return { list: rows.map((u) => toAccountUser(u, account.rootUsers)), total_count: total };
  }

  /** GET /listUsers */
  async adminList(context: RequestContext, query: AdminListUsersRequest): Promise<AdminListUsersResponse> {
    const account = await this.accounts.load(context);
    const offset = query.token === undefined ? 0 : decodeListToken(query.token);
    if (offset === null) return RpcErrors.validation(USER_MESSAGES.listToken, 'token');
    const limit = query.limit ?? ADMIN_LIST_DEFAULT;
    // One extra row tells whether another page exists.
    const rows = await this.users.page(account.accountId, { offset, limit: limit + 1 });
    const more = rows.length > limit;
    return {
      Users: rows.slice(0, limit).map(toAdminUser),
      ...(more ? { NextToken: encodeListToken(offset + limit) } : {}),
    };
  }

  /** POST /adminCreateUser */
  async adminCreate(context: RequestContext, input: AdminCreateUserRequest): Promise<AdminCreateUserResponse> {
    const account = await this.accounts.requireRoot(context, USER_MESSAGES.rootOnlyAdd);
    this.assertPlanWritable(account);
    const email = normalizeEmail(input.email);
    if (await this.users.findByEmail(email)) return emailTaken();
    const password = input.temporaryPassword ?? generateTemporaryPassword();
    const created = await this.users.create({
      email,
      displayName: input.displayName.trim(),
      passwordHash: await hashPassword(password),
      accountId: account.accountId,
      // The root user vouches for the address; the temporary password proves the mailbox.
      confirmed: true,
      mustChangePassword: true,
      color: input.color ?? DEFAULT_USER_COLOR,
    });
    if (!created) return emailTaken();
    const inviter = context.userId ? await this.users.findById(context.userId) : null;
    try {
      await this.mailer.send(temporaryPasswordMail({
        to: email, invitedBy: inviter?.displayName ?? '管理者', password, appUrl: this.env.APP_URL,
        validDays: Math.floor(this.env.TEMPORARY_PASSWORD_TTL_SECONDS / 86_400),
      }));
    } catch (e) {
      // Nobody could ever sign in as this user: take it back so the root user can retry.
      this.logger.error({ msg: 'temporary password mail failed, user removed', error: (e as Error).message });
      await this.users.delete(created.userId);
      return rpcError(500, ERROR_CODES.codeDeliveryFailed, USER_MESSAGES.temporaryPasswordMailFailed);
    }
    return { User: toAdminUser(created) };
  }

  /** POST /adminUpdateUser: root for anyone, others for themselves (personal settings). */
  async adminUpdate(context: RequestContext, input: AdminUpdateUserRequest): Promise<AdminUpdateUserResponse> {
    const account = await this.accounts.load(context);
    const target = await this.users.findInAccount(account.accountId, input.username);
    if (!target) return RpcErrors.notFound(USER_MESSAGES.userNotFound);
    const own = target.userId === context.userId;
    const root = this.isRoot(context, account);
    if (!own && !root) return RpcErrors.forbidden(USER_MESSAGES.notOwnRecord);
    if (!own) this.assertPlanWritable(account);
    const email = input.email === undefined ? undefined : normalizeEmail(input.email);
    if (email && email !== target.email) {
      const holder = await this.users.findByEmail(email);
      if (holder && holder.userId !== target.userId) return emailTaken();
    }
    const outcome = await this.users.updateProfile(target.userId, {
      displayName: input.displayName.trim(),
      ...(email ? { email } : {}),
      ...(input.color ? { color: input.color } : {}),
    });
    if (outcome === 'taken') return emailTaken();
    const updated = await this.users.findById(target.userId);
    return { User: toAdminUser(updated ?? target) };
  }

  /** POST /adminDeleteUser */
  async adminDelete(context: RequestContext, input: AdminDeleteUserRequest): Promise<AdminDeleteUserResponse> {
    const account = await this.accounts.requireRoot(context, USER_MESSAGES.rootOnlyDelete);
    this.assertPlanWritable(account);
    const target = await this.users.findInAccount(account.accountId, input.username);
    if (!target) return RpcErrors.notFound(USER_MESSAGES.userNotFound);
    if (target.userId === context.userId) return RpcErrors.forbidden(USER_MESSAGES.cannotDeleteSelf);
    await this.users.deleteFromAccount(account.accountId, target.userId);
    return { Username: target.email, user_id: target.userId, deleted: true };
  }

  private isRoot(context: RequestContext, account: AccountEntity): boolean {
    return context.isRootUser && context.userId !== null && isRootUser(account.rootUsers, context.userId);
  }

  private assertPlanWritable(account: AccountEntity): void {
    if (!mayWriteNow(account, new Date())) RpcErrors.forbidden(WRITE_REFUSED_MESSAGES.readOnlyPlan);
  }
}
