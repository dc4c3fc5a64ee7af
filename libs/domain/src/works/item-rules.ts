import { LIMITS } from '../validation/rules';

/**
 * Work item rules (spec 000 §3, §4.7, §5). Every item starts with two fixed detail
 * rows, 実施日 and 作業者, which the reports rely on, so they can never move or go.
 */
export const FIXED_DETAIL_ROWS = 2;

export const ITEM_PATTERNS = { add: '1', overwrite: '2' } as const;
export const ITEM_PROGRESS = { show: '1', hide: '2' } as const;

export function canAddDetailRow(rowCount: number): boolean {
  return rowCount < LIMITS.maxDetailRows;
}

/** Edit, delete and move apply only to the rows after the fixed ones. */
export function isFixedDetailRow(index: number): boolean {
  return index < FIXED_DETAIL_ROWS;
}

export function canMoveDetailUp(index: number): boolean {
  return index > FIXED_DETAIL_ROWS;
}

export function canMoveDetailDown(index: number, rowCount: number): boolean {
  return index >= FIXED_DETAIL_ROWS && index < rowCount - 1;
}

/** Out-of-field work accumulates entries; field work normally has one result per field. */
export function defaultItemPattern(isNotPaddyFieldItem: boolean): '1' | '2' {
  return isNotPaddyFieldItem ? ITEM_PATTERNS.add : ITEM_PATTERNS.overwrite;
}

export const OVERWRITE_CONFIRM_NOT_PADDY = 'すでに実績が登録されていますが、入力を継続しますか';
export const OVERWRITE_CONFIRM_PADDY = 'すでに実績が登録されているほ場が選択されていますが、入力を継続しますか';

/**
 * The confirm shown before saving work input when it may overwrite results
 * (spec 000 §5); null when saving can go ahead directly.
 */
export function workInputConfirmMessage(opts: {
  isNotPaddyFieldItem: boolean;
  pattern: string;
  hasExistingResult: boolean;
}): string | null {
  if (!opts.hasExistingResult) return null;
  // Out-of-field items ask only when set to overwrite; field items whenever they are not add-only.
  if (opts.isNotPaddyFieldItem) return opts.pattern === ITEM_PATTERNS.overwrite ? OVERWRITE_CONFIRM_NOT_PADDY : null;
  return opts.pattern !== ITEM_PATTERNS.add ? OVERWRITE_CONFIRM_PADDY : null;
}
