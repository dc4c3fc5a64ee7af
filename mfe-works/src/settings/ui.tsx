import { ApiError, ERRORS } from '@inasaku/ui';
import { validate, type Rule } from '@inasaku/domain';
import { Card, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

/** A settings page: one card, as wide as the form needs on a desktop, full width on a phone. */
export function PageCard({
  title, extra, children, testId, maxWidth = 760,
}: { title: ReactNode; extra?: ReactNode; children: ReactNode; testId: string; maxWidth?: number }) {
  return (
    <Card data-testid={testId} title={title} extra={extra} style={{ maxWidth }} styles={{ body: { padding: 16 } }}>
      {children}
    </Card>
  );
}

/**
 * Whether every listed field passes the shared rules right now, so that save buttons are
 * disabled while the form is invalid (spec 000 §5) without waiting for antd's async state.
 */
export function useFormValid(form: FormInstance, rules: Record<string, Rule[]>): boolean {
  const values = (Form.useWatch((all: Record<string, unknown>) => all, { form, preserve: true }) ?? {}) as Record<string, unknown>;
  return Object.entries(rules).every(([name, list]) => validate(values[name], list) === null);
}

/**
 * The message of a failed write: the gateway's own Japanese message for bad input (400) and
 * refusals (403, 404, 409), '通信エラー' when the server was not reached, else the fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && [400, 403, 404, 409].includes(error.status) && error.message) return error.message;
  if (error instanceof ApiError && error.status === 0) return ERRORS.communication;
  return fallback;
}

/** The form field a 400 answer names (e.g. 'item_name'), to show its message under that input. */
export function failedField(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 400 ? error.field : undefined;
}

/** A colour chip for a season (tables, selects). */
export function ColorChip({ color, size = 14 }: { color: string; size?: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block', width: size, height: size, borderRadius: 3, background: color,
        border: '1px solid rgba(0,0,0,0.15)', verticalAlign: 'middle', flex: 'none',
      }}
    />
  );
}
