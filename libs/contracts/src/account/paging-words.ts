/** The most rows one page may ask for, and the paging messages: without schemas (paging.ts holds those). */
export const MAX_PAGE_COUNT = 1000;

export const PAGING_MESSAGES = {
  count: `件数は1から${MAX_PAGE_COUNT}までの整数で指定してください。`,
  skipPage: 'skip_page は0以上の整数で指定してください。',
  cursor: 'IDの形式が正しくありません。',
} as const;
