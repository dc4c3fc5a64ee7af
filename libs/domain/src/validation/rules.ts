import { asText, charCount, isEmpty } from './empty';
import type { Rule, RuleResult } from './types';

/**
 * The shared form rules of spec 000 §5 and spec 001 §5. The same functions run in
 * the browser forms and in the gateway, so a rejected request carries exactly the
 * message shown under the field. Every rule returns null when the value is valid.
 */
export type { Rule, RuleResult } from './types';
/** Exported so forms can drop empty detail values before saving with the same notion of empty. */
export { isEmpty } from './empty';

export { customDouble, customDoubleTwo, customDoubleWater, customDoubleWeather } from './decimal-rules';

export const LIMITS = {
  title: 100,
  contents: 1000,
  brandName: 20,
  comment: 500,
  displayName: 50,
  email: 128,
  landmarkName: 100,
  sensorId: 100,
  sensorName: 100,
  worker: 100,
  passwordMin: 8,
  paddyName: 100,
  kousakusha: 100,
  remarks: 1000,
  seasonName: 100,
  itemName: 100,
  detailName: 10,
  detailUnit: 10,
  textarea: 1000,
  text: 100,
  weatherSettingName: 20,
  maxDetailRows: 20,
} as const;

/**
 * Fails on nothing typed: '', null, undefined, blank text (full-width spaces
 * included, a common slip with a Japanese IME), an empty list, NaN, and an
 * unticked checkbox (false) so that consent boxes can use the same rule.
 */
export function required(label?: string): Rule {
  const message = label ? `${label}は必須項目です。` : '必須項目です。';
  return (value) => {
    if (isEmpty(value) || value === false) return message;
    if (typeof value === 'string' && value.trim() === '') return message;
    if (typeof value === 'number' && Number.isNaN(value)) return message;
    if (Array.isArray(value) && value.length === 0) return message;
    return null;
  };
}

/** Character limit; values without text (lists, objects) are left to other rules. */
export function max(length: number): Rule {
  const message = `入力可能な文字数（${length}文字）を超えています。`;
  return (value) => {
    const text = asText(value);
    if (isEmpty(value) || text === null) return null;
    return charCount(text) > length ? message : null;
  };
}

/** Builds a rule that passes empties and tests the text form of everything else. */
function textRule(test: (text: string) => boolean, message: string): Rule {
  return (value) => {
    if (isEmpty(value)) return null;
    const text = asText(value);
    return text !== null && test(text) ? null : message;
  };
}

export const numeric: Rule = textRule((t) => /^[0-9]+$/.test(t), '半角数字で入力してください。');

// Strict on purpose: Number() would accept ' ', '0x1f' and '1e3', which no form should.
const DECIMAL = /^[-+]?[0-9]+(\.[0-9]+)?$/;

export const double: Rule = textRule((t) => DECIMAL.test(t), '数値で入力してください。');

function boundRule(inRange: (n: number) => boolean, message: string): Rule {
  return textRule((t) => DECIMAL.test(t) && inRange(Number(t)), message);
}

export function minValue(min: number): Rule {
  return boundRule((n) => n >= min, `${min}以上の数値を入力してください。`);
}

export function maxValue(maxBound: number): Rule {
  return boundRule((n) => n <= maxBound, `${maxBound}以下の数値を入力してください。`);
}

/** Inclusive at both ends (weather target: 1 and 9999 are both accepted). */
export function between(min: number, maxBound: number): Rule {
  return boundRule((n) => n >= min && n <= maxBound, `${min}から${maxBound}までの数値を入力してください。`);
}

/**
 * Compared as text because selects and radios deliver '0' where the API sends 0
 * (gate status "one of 0, 1, 2").
 */
export function oneOf(values: readonly (string | number)[]): Rule {
  const allowed = new Set(values.map(String));
  return textRule((t) => allowed.has(t), '選択肢の中から選択してください。');
}

// Local part as in RFC 5322 dot-atoms (no leading, trailing or doubled dots);
// the domain needs at least one dot because the address must receive mail.
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${LOCAL}@${LABEL}(?:\\.${LABEL})+$`);

export const email: Rule = textRule((t) => EMAIL.test(t), '有効なメールアドレスを入力してください。');

/** 0x21-0x7E: no spaces, no full-width characters (e-mail login names). */
export const printableAscii: Rule = textRule((t) => /^[\x21-\x7E]+$/.test(t), '半角英数字記号で入力してください。');

/** Mirrors the sign-in provider's policy (spec 001 §6) so the form fails before the provider does. */
export const complexPassword: Rule = textRule(
  (t) => charCount(t) >= LIMITS.passwordMin && /[A-Z]/.test(t) && /[a-z]/.test(t) && /[0-9]/.test(t),
  'パスワードは8文字以上で、英大文字・英小文字・数字をそれぞれ1文字以上含めてください。',
);

/** First failing message in rule order, so `required` listed first wins over format rules. */
export function validate(value: unknown, rules: Rule[]): RuleResult {
  for (const rule of rules) {
    const result = rule(value);
    if (result !== null) return result;
  }
  return null;
}

/** Sign-up display name (spec 001 §5): the part before '@', cut to 50 characters. */
export function displayNameFromEmail(address: string): string {
  const at = address.indexOf('@');
  const local = at === -1 ? address : address.slice(0, at);
  return [...local].slice(0, LIMITS.displayName).join('');
}
