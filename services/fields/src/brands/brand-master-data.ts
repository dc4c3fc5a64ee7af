/**
 * The starting brands (品種) of a new account's first year: widely grown Japanese rice
 * varieties, roughly by planted area, so most farms find theirs and delete the rest.
 */
export const BRAND_MASTER_DATA: readonly string[] = [
  'コシヒカリ',
  'ひとめぼれ',
  'ヒノヒカリ',
  'あきたこまち',
  'ななつぼし',
  'はえぬき',
  'まっしぐら',
  'キヌヒカリ',
  'ゆめぴりか',
  'つや姫',
  '青天の霹靂',
  '新之助',
];
