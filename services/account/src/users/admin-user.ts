import { isRootUser, toTokyoIso } from '@inasaku/domain';
import type { AccountUser, AdminUser, UserStatus } from '@inasaku/contracts';
import type { UserEntity } from './entities/user.entity';

export function userStatus(user: Pick<UserEntity, 'mustChangePassword'>): UserStatus {
  return user.mustChangePassword ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED';
}

/** GET /inasaku/users row. */
export function toAccountUser(user: UserEntity, rootUsers: readonly string[]): AccountUser {
  return {
    user_id: user.userId,
    username: user.email,
    email: user.email,
    display_name: user.displayName,
    color: user.color,
    is_root_user: isRootUser(rootUsers, user.userId),
    status: userStatus(user),
    created_at: toTokyoIso(user.createdAt),
  };
}

/** The admin API's Cognito shape: the login name plus custom attributes. */
export function toAdminUser(user: UserEntity): AdminUser {
  return {
    Username: user.email,
    Attributes: [
      { Name: 'email', Value: user.email },
      { Name: 'custom:display_name', Value: user.displayName },
      { Name: 'custom:user_id', Value: user.userId },
      { Name: 'custom:account_id', Value: user.accountId ?? '' },
      { Name: 'custom:color', Value: user.color },
    ],
    UserStatus: userStatus(user),
    Enabled: true,
    UserCreateDate: user.createdAt.toISOString(),
  };
}

/** NextToken of GET /listUsers: the offset of the next page, opaque to the browser. */
export function encodeListToken(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

/** The offset in a token, or null when it is not one of ours. */
export function decodeListToken(token: string): number | null {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const match = /^o:(\d{1,9})$/.exec(text);
  return match ? Number(match[1]) : null;
}
