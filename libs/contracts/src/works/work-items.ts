import { LIMITS, calendarDateRule, customDouble, isEmpty, max, required, validate, type Rule } from '@inasaku/domain';
import { WORKS_MESSAGES } from './common';
import type { ItemDetail } from './seasons';

/**
 * Values of one work entry (spec 000 §5 "Work input and work-history edit details"), shared by
 * the 作業項目入力 dialog, the history edit popup and the works service, so both answer the same
 * Japanese message. Values are text: date 'YYYY-MM-DD', num decimal text, list the worker names
 * as typed (the shortcuts append user names, e.g. '山田、佐藤').
 */
export type WorkItems = Record<string, string>;

/** A real calendar date 'YYYY-MM-DD' of a farm year (empty passes; pair with required); `label` names the detail. */
export function dateRule(label = '日付'): Rule {
  return calendarDateRule({ label, format: WORKS_MESSAGES.dateFormat, date: WORKS_MESSAGES.dateFormat });
}

/**
 * The rules of one detail by its type: date with display_flg required; textarea max 1000;
 * list required, max 100; num customDouble; string (other text) max 100.
 */
export function workItemRules(detail: Pick<ItemDetail, 'item_detail_name' | 'item_detail_type' | 'display_flg'>): Rule[] {
  const label = detail.item_detail_name;
  switch (detail.item_detail_type) {
    case 'date':
      return detail.display_flg ? [required(label), dateRule(label)] : [dateRule(label)];
    case 'textarea':
      return [max(LIMITS.textarea)];
    case 'list':
      return [required(label), max(LIMITS.text)];
    case 'num':
      return [customDouble];
    default:
      return [max(LIMITS.text)];
  }
}

/** Blank text (full-width spaces included) counts as not entered and is dropped before saving. */
export function isBlankValue(value: unknown): boolean {
  return isEmpty(value) || (typeof value === 'string' && value.trim() === '');
}

export interface WorkItemsIssue {
  /** 'work_items.<item_detail_id>' */
  field: string;
  message: string;
}

/**
 * Drops empty values and values of unknown details, normalises numbers to text, and checks every
 * detail of the item. Returns the cleaned values or the first issue in detail order.
 */
export function checkWorkItems(
  details: readonly Pick<ItemDetail, 'item_detail_id' | 'item_detail_name' | 'item_detail_type' | 'display_flg'>[],
  values: Record<string, unknown>,
): { ok: true; workItems: WorkItems } | { ok: false; issue: WorkItemsIssue } {
  const workItems: WorkItems = {};
  for (const detail of details) {
    const raw = values[detail.item_detail_id];
    const value = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
    const present = !isBlankValue(value);
    const message = validate(present ? value : '', workItemRules(detail));
    if (message) return { ok: false, issue: { field: `work_items.${detail.item_detail_id}`, message } };
    if (present) {
      if (typeof value !== 'string') {
        return { ok: false, issue: { field: `work_items.${detail.item_detail_id}`, message: '文字列で入力してください。' } };
      }
      workItems[detail.item_detail_id] = detail.item_detail_type === 'num' ? value.trim() : value;
    }
  }
  if (Object.keys(workItems).length === 0) return { ok: false, issue: { field: 'work_items', message: WORKS_MESSAGES.noWorkValue } };
  return { ok: true, workItems };
}
