import type { Rule } from '@inasaku/domain';
import { Button, Form, Input, Result, type FormProps, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { TEXTS } from '../texts';
import { AuthCard } from './AuthCard';
import { passwordHint, RULES, toAntdRules } from './rules';

/**
 * The form of every sign-in, sign-up and password screen: labels above the inputs, large touch
 * targets for a phone, no required marks (every field of these screens is required).
 */
export function AuthForm<Values>({
  children,
  ...props
}: Omit<FormProps<Values>, 'layout' | 'size' | 'requiredMark' | 'children'> & { children: ReactNode }) {
  return (
    <Form<Values> layout="vertical" size="large" requiredMark={false} {...props}>
      {children}
    </Form>
  );
}

/**
 * The e-mail address. `username` where it names an existing account (password managers fill
 * it in); `email` where a new account is made.
 */
export function EmailField({ autoComplete }: { autoComplete: 'username' | 'email' }) {
  return (
    <Form.Item label={TEXTS.fields.email} name="email" rules={toAntdRules(RULES.email)} validateDebounce={400}>
      <Input id="email" name="email" type="email" inputMode="email" autoComplete={autoComplete} />
    </Form.Item>
  );
}

/**
 * A password being chosen (sign-up, reset, first sign-in): its rules checked as the user types, the
 * strength hint under it while `value` does not yet pass; the browser may suggest a new password.
 */
export function NewPasswordField({ name, label, rules, value }: { name: string; label: string; rules: Rule[]; value: string | undefined }) {
  return (
    <Form.Item label={label} name={name} rules={toAntdRules(rules)} extra={passwordHint(value)} validateDebounce={400}>
      <Input.Password id={name} name={name} autoComplete="new-password" />
    </Form.Item>
  );
}

/** The account's current password. */
export function CurrentPasswordField() {
  return (
    <Form.Item label={TEXTS.fields.password} name="password" rules={toAntdRules(RULES.password)}>
      <Input.Password id="password" name="password" autoComplete="current-password" />
    </Form.Item>
  );
}

/** The verification code from the mail; the phone offers it from the message (one-time-code). */
export function CodeField() {
  return (
    <Form.Item label={TEXTS.fields.code} name="code" rules={toAntdRules(RULES.code)}>
      <Input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" placeholder={TEXTS.placeholders.code} />
    </Form.Item>
  );
}

/**
 * The e-mail of the account whose password is set, for the password manager to store the new
 * password under: the field itself is not shown.
 */
export function HiddenUsername({ email }: { email: string }) {
  return <input type="hidden" name="email" autoComplete="username" value={email} readOnly />;
}

/** The screen's one action: pressable once every field is valid, busy while it runs. */
export function SubmitButton({
  valid,
  busy,
  loading = busy,
  blocked = false,
  testId,
  children,
}: {
  valid: boolean;
  busy: boolean;
  /** Shows the spinner also for a wait that is not the submission (a check on arrival). */
  loading?: boolean;
  /** Refused for a reason other than the fields (maintenance). */
  blocked?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Button type="primary" htmlType="submit" block loading={loading} disabled={!valid || busy || blocked} data-testid={testId}>
      {children}
    </Button>
  );
}

/** The full-width primary button of a result: the way on. */
export function WayOnButton({ loading, onClick, children }: { loading?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button type="primary" size="large" block loading={loading} onClick={onClick}>
      {children}
    </Button>
  );
}

/** A card that is only a result and its way on (an expired challenge, nothing to sign in with). */
export function ResultCard({ title, status, message, action, onAction }: {
  title: string;
  status: ResultProps['status'];
  message: ReactNode;
  action: ReactNode;
  onAction: () => void;
}) {
  return (
    <AuthCard title={title}>
      <Result status={status} title={message} extra={<WayOnButton onClick={onAction}>{action}</WayOnButton>} />
    </AuthCard>
  );
}
