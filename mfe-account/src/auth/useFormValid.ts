import { Form, type FormInstance } from 'antd';
import type { Check } from './rules';

/**
 * Whether every listed field passes its checks right now, so the submit button can be
 * disabled while the form is invalid (spec 001 §5) without waiting for antd's async state.
 */
export function useFormValid(form: FormInstance, checks: Record<string, Check[]>): boolean {
  const values = (Form.useWatch((all: Record<string, unknown>) => all, { form, preserve: true }) ?? {}) as Record<
    string,
    unknown
  >;
  return Object.entries(checks).every(([name, list]) => list.every((check) => check(values[name], values) === null));
}
