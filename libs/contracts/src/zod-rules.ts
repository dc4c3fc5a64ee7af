import { z, type ZodType } from 'zod';
import { validate, type Rule } from '@inasaku/domain';

/**
 * Text that PostgreSQL cannot store (NUL, lone UTF-16 surrogates) or that no screen can show
 * (control characters) is refused at the contract with a 400, never left to fail in a service's
 * database as a 500. Multi-line text (remarks, notices, inquiries) keeps tab and newline (CRLF
 * included, as some clients send it); single-line text (names, codes, search) keeps no control
 * character at all.
 */
export type TextKind = 'single-line' | 'multiline';

/** Metadata key the route-table walk test reads to know which strings must also refuse a newline. */
export const TEXT_KIND_META = 'inasakuText';

// Cc: C0, DEL and C1. A lone surrogate is a high one not followed by a low one, or a low one not after a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// Tab and LF are text; CR only as part of CRLF.
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/;

/** true if the text holds a character that this kind of text may not hold. */
export function hasForbiddenCharacter(text: string, kind: TextKind): boolean {
  if (LONE_SURROGATE.test(text)) return true;
  return (kind === 'multiline' ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(text);
}

/** The 400 message, naming the field as the form labels it. */
export function forbiddenCharacterMessage(label: string | null): string {
  return label
    ? `${label}に使用できない文字（制御文字など）が含まれています。`
    : '入力に使用できない文字（制御文字など）が含まれています。';
}

/** The label a rule list names in its `required` message ('品種名は必須項目です。' -> '品種名'). */
function labelOf(rules: Rule[]): string | null {
  for (const rule of rules) {
    const match = /^(.+)は必須項目です。$/.exec(rule('') ?? '');
    if (match) return match[1];
  }
  return null;
}

export interface RuledStringOptions {
  /** Remarks, notices, inquiries: tab and newline allowed. Default single-line. */
  multiline?: boolean;
  /** Names the field in the character message when no `required(label)` rule does. */
  label?: string;
}

/**
 * A zod string that runs the shared rules of libs/domain, so the gateway answers
 * with exactly the message the form shows. Missing values become '' for the rules.
 * Characters no column can hold are refused first, with a message naming the field.
 */
export function ruledString(rules: Rule[], options: RuledStringOptions = {}) {
  const kind: TextKind = options.multiline ? 'multiline' : 'single-line';
  const characterMessage = forbiddenCharacterMessage(options.label ?? labelOf(rules));
  return z
    .preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ message: '文字列で入力してください。' }))
    .superRefine((value, ctx) => {
      if (hasForbiddenCharacter(value, kind)) {
        ctx.addIssue({ code: 'custom', message: characterMessage });
        return;
      }
      const message = validate(value, rules);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .meta({ [TEXT_KIND_META]: kind });
}

/** A plain string (ids, codes) that refuses forbidden characters; `label` names the field. */
export function safeString(label: string, kind: TextKind = 'single-line') {
  return z
    .string({ message: '文字列で入力してください。' })
    .refine((value) => !hasForbiddenCharacter(value, kind), { message: forbiddenCharacterMessage(label) })
    .meta({ [TEXT_KIND_META]: kind });
}

/** The range of a PostgreSQL `integer` (int4) column, which sort keys, counts and ranks use. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

/**
 * Labels of JSON fields for the character check of `checkInputText`, so that its message names
 * the field as the screen does; a field not listed is named by its JSON key.
 */
export const FIELD_LABELS: Record<string, string> = {
  management_id: '年度ID',
  name: '名前',
  remarks: '備考',
  kousakusha: '耕作者',
  brand_name: '品種名',
  title: 'タイトル',
  contents: '内容',
  comment: 'コメント',
  q: '検索文字列',
  username: 'ユーザー名',
  email: 'メールアドレス',
  display_name: '表示名',
  season_name: '作業分類名',
  item_name: '作業項目名',
  item_detail_name: '項目名',
  item_detail_unit: '単位',
  details: '作業内容',
  addr: 'アドレス',
  tmp: '端末情報',
  errcode: 'エラーコード',
  icon: 'アイコン',
  map_pos: '位置',
};

export interface InputTextProblem {
  /** JSON path of the offending value (or key) */
  path: (string | number)[];
  message: string;
}

/**
 * The gateway's check of every string of a request (values and object keys, however deeply
 * nested, whether or not the route's schema names it): NUL, lone surrogates and control
 * characters other than tab and newline are refused before any schema or service sees them.
 * This is the floor for every route, including ones whose schema uses a plain `z.string()`;
 * single-line fields are held to the stricter rule by `ruledString`/`safeString`.
 */
export function checkInputText(value: unknown, path: (string | number)[] = [], depth = 0): InputTextProblem | null {
  if (typeof value === 'string') {
    return hasForbiddenCharacter(value, 'multiline') ? { path, message: forbiddenCharacterMessage(labelForPath(path)) } : null;
  }
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = checkInputText(value[i], [...path, i], depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (hasForbiddenCharacter(key, 'single-line')) return { path: [...path, key], message: forbiddenCharacterMessage(labelForPath(path)) };
    const problem = checkInputText(inner, [...path, key], depth + 1);
    if (problem) return problem;
  }
  return null;
}

function labelForPath(path: (string | number)[]): string {
  const key = [...path].reverse().find((p): p is string => typeof p === 'string');
  if (key === undefined) return '入力';
  return FIELD_LABELS[key] ?? key;
}

export type RouteInputResult =
  | { success: true; data: unknown }
  | { success: false; path: (string | number)[]; message: string; code: string };

/**
 * How the gateway reads a request's body or query: the route's schema (if any), whose messages
 * name fields as the forms do, then the character floor over everything that would be forwarded.
 * The first problem is the 400 answer, in Japanese.
 */
export function parseRouteInput(schema: ZodType | undefined, value: unknown): RouteInputResult {
  let data: unknown = value ?? {};
  if (schema) {
    const result = schema.safeParse(data);
    if (!result.success) {
      const issue = result.error.issues[0];
      return { success: false, path: issue.path as (string | number)[], message: issue.message, code: issue.code };
    }
    data = result.data;
  }
  const problem = checkInputText(data);
  if (problem) return { success: false, path: problem.path, message: problem.message, code: 'custom' };
  return { success: true, data };
}

/**
 * The changed rows of a reorder request (brands, seasons, items): at least one, at most 1,000, each
 * row's `idKey` once. `noun` names the rows as the screen does ('品種').
 */
export function reorderRows<T extends z.ZodObject>(row: T, idKey: keyof z.infer<T> & string, noun: string) {
  return z
    .array(row)
    .min(1, { message: `並び替える${noun}を指定してください。` })
    .max(1000)
    .refine((rows) => new Set(rows.map((r) => r[idKey])).size === rows.length, { message: `同じ${noun}が重複しています。` });
}

/** An optional value that forms send as '' or null when left empty: those count as absent. */
export function blankAsAbsent<T extends ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
}
