import { z } from 'zod';
import {
  calendarDateRule, checkCalendarDate, checkInstant, instantRule, required, timeProblemMessage,
  type InstantOptions, type Rule, type TimeMessages,
} from '@inasaku/domain';
import { TEXT_KIND_META, forbiddenCharacterMessage, hasForbiddenCharacter, ruledString } from './zod-rules';

/**
 * The zod fields of every calendar date and instant a route takes, built on the time rule of
 * libs/domain (real date, real wall time, real offset, a farm year), each answering a Japanese
 * message that names the field. A date or time field of a route schema is one of these: the
 * route-table walk (route-input.spec.ts) finds them by TIME_KIND_META and fails on any field
 * whose name looks like a date but does not carry it.
 */

/** Metadata key: 'calendar-date' (YYYY-MM-DD) or 'instant' (ISO 8601 with an offset). */
export const TIME_KIND_META = 'inasakuTime';
/** 'clock': a wall-clock time of day 'HH:MM' (00:00 to 23:59) in Asia/Tokyo, no date. */
export type TimeKind = 'calendar-date' | 'instant' | 'clock';

export interface TimeFieldOptions extends TimeMessages {
  /**
   * 'required': absent, null or '' answers `<label>は必須項目です。`. 'clearable': '' and null
   * mean "no date" (as a cleared form field sends). Default: the value must be a date or time
   * ('' is refused with the format message); make it optional with .optional().
   */
  empty?: 'required' | 'clearable';
}

const timeMeta = (kind: TimeKind) => ({ [TEXT_KIND_META]: 'single-line', [TIME_KIND_META]: kind });

/** The rules of a field that may be empty: `required` first when it may not. */
export function withPresence(options: TimeFieldOptions, rule: Rule): Rule[] {
  return options.empty === 'required' ? [required(options.label), rule] : [rule];
}

function optionalTimeField(kind: Exclude<TimeKind, 'clock'>, messages: TimeMessages, problemOf: (value: string) => string | null) {
  const format = timeProblemMessage(kind, 'format', messages);
  return z
    .string({ message: format })
    .superRefine((value, ctx) => {
      const message = hasForbiddenCharacter(value, 'single-line') ? forbiddenCharacterMessage(messages.label) : problemOf(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .meta(timeMeta(kind));
}

/** A calendar date 'YYYY-MM-DD' in Asia/Tokyo. */
export function calendarDateField(options: TimeFieldOptions) {
  if (options.empty) return ruledString(withPresence(options, calendarDateRule(options)), { label: options.label }).meta(timeMeta('calendar-date'));
  return optionalTimeField('calendar-date', options, (value) => {
    const result = checkCalendarDate(value);
    return result.ok ? null : timeProblemMessage('calendar-date', result.problem, options);
  });
}

/** An ISO 8601 instant with Z or an offset (zoneless 'tokyo': without one it is +09:00 wall time). */
export function instantField(options: TimeFieldOptions, zone: InstantOptions = {}) {
  if (options.empty) return ruledString(withPresence(options, instantRule(options, zone)), { label: options.label }).meta(timeMeta('instant'));
  return optionalTimeField('instant', options, (value) => {
    const result = checkInstant(value, zone);
    return result.ok ? null : timeProblemMessage('instant', result.problem, options);
  });
}

/** A time of day 'HH:MM' (00:00 to 23:59, two digits each) in Asia/Tokyo, e.g. the bounds of quiet hours. */
export function clockTimeField(label: string) {
  const message = `${label}はHH:MMの形式（00:00〜23:59）で入力してください。`;
  return z.string({ message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message).meta(timeMeta('clock'));
}
