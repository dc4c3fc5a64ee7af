import { complexPassword, email, LIMITS, max, printableAscii, required, validate, type Rule } from '@inasaku/domain';
import { toAntdRules } from '@inasaku/ui';
import type { FormRule } from 'antd';
import { TEXTS } from '../texts';

const F = TEXTS.fields;

/** Spec 001 §5, in the same order as the gateway's contract so both report the same first failure. */
export const RULES = {
  email: [required(F.email), max(LIMITS.email), printableAscii, email],
  password: [required(F.password)],
  signUpPassword: [required(F.password), complexPassword],
  newPassword: [required(F.newPassword), complexPassword],
  code: [required(F.code)],
} satisfies Record<string, Rule[]>;

type Values = Record<string, unknown>;

/** One field's check over the whole form, so that "must match" rules can look at siblings. */
export type Check = (value: unknown, values: Values) => string | null;

export const ruleCheck =
  (rules: Rule[]): Check =>
  (value) =>
    validate(value, rules) || null;

export const matches =
  (other: string): Check =>
  (value, values) =>
    value === values[other] ? null : TEXTS.validation.passwordMismatch;

export const ticked: Check = (value) => (value === true ? null : TEXTS.validation.agreementRequired);

/** A confirmation field: required like the password it repeats, then equal to it. */
export const confirmOf = (other: string): Check[] => [ruleCheck([required(F.newPasswordConfirm)]), matches(other)];

/** The policy hint under a new-password field, left out while the error already says the same. */
export function passwordHint(value: unknown): string | undefined {
  return complexPassword(value) === null ? TEXTS.hints.password : undefined;
}

/** antd rules for a check that needs sibling values (the shared rules go through toAntdRules). */
export function antdChecks(checks: Check[]): FormRule[] {
  return [
    ({ getFieldsValue }) => ({
      validator: (_: unknown, value: unknown) => {
        const values = getFieldsValue(true) as Values;
        for (const check of checks) {
          const message = check(value, values);
          if (message) return Promise.reject(new Error(message));
        }
        return Promise.resolve();
      },
    }),
  ];
}

export { toAntdRules };
