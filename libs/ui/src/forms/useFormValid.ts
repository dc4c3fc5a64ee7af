import { Form, type FormInstance } from 'antd';
import { validate, type Rule } from '@inasaku/domain';

/**
 * Whether every listed field passes the shared rules right now, so that save buttons are
 * disabled while the form is invalid (spec 000 §5) without waiting for antd's async state.
 */
export function useFormValid(form: FormInstance, rules: Record<string, Rule[]>): boolean {
  const values = (Form.useWatch((all: Record<string, unknown>) => all, { form, preserve: true }) ?? {}) as Record<string, unknown>;
  return formValid(values, rules);
}

export function formValid(values: Record<string, unknown>, rules: Record<string, Rule[]>): boolean {
  return Object.entries(rules).every(([name, list]) => validate(values[name], list) === null);
}
