import { LIMITS, max, required } from '@inasaku/domain';

/**
 * The notices' limits, rules and messages (spec 001 Dashboard, §3, §5, §6), without schemas: the
 * dashboard's notice widget and its form use them and should load no validation library
 * (informations.ts holds the schemas).
 */

/** Dashboard widget page size; the announcements report shows 10, then 'see all'. */
export const INFORMATIONS_PAGE_SIZE = 3;
export const MAX_INFORMATION_IMAGES = 10;

export const INFORMATION_RULES = {
  title: [required('タイトル'), max(LIMITS.title)],
  contents: [max(LIMITS.contents)],
};

export const INFORMATION_MESSAGES = {
  notAuthor: 'お知らせを変更・削除できるのは投稿したユーザーのみです。',
  imagePath: '画像のパスが正しくありません。',
  tooManyImages: `画像は${MAX_INFORMATION_IMAGES}枚までです。`,
  invalidId: 'IDの形式が正しくありません。',
} as const;
