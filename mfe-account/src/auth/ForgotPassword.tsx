import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TEXTS } from '../texts';
import { accountErrorMessage, authApi } from './auth-api';
import { AuthCard } from './AuthCard';
import { NEW_PASSWORD_CHECKS, NewPasswordFields } from './NewPasswordFields';
import { useRouteState } from './flow';
import { AUTH_PATHS } from './paths';
import { AuthForm, CodeField, EmailField, SubmitButton } from './form-parts';
import { RULES, ruleCheck } from './rules';
import { useFormValid } from './useFormValid';
import { useSubmit } from './useSubmit';

const T = TEXTS.forgot;
const EMAIL_CHECKS = { email: [ruleCheck(RULES.email)] };
const RESET_CHECKS = {
  code: [ruleCheck(RULES.code)],
  ...NEW_PASSWORD_CHECKS,
};

/** Forgotten password (spec 001 §4): step 1 sends a code, step 2 sets the new password. */
export function ForgotPassword() {
  const routeState = useRouteState();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [email, setEmail] = useState<string | null>(null);
  const { submitting, error, setError, run } = useSubmit(accountErrorMessage);

  const sendCode = (to: string) =>
    run(async () => {
      await authApi.forgotPassword(to);
      if (email) void message.success(TEXTS.confirmSignUp.codeSent);
      setEmail(to);
    });

  const reset = (code: string, newPassword: string) =>
    run(async () => {
      if (!email) return;
      await authApi.confirmForgotPassword(email, code, newPassword);
      navigate(AUTH_PATHS.signIn, { state: { email, notice: T.changed }, replace: true });
    });

  return (
    <AuthCard
      title={T.title}
      lead={email ? T.step2(email) : T.step1}
      error={error}
      footer={<Link to={AUTH_PATHS.signIn}>{T.toSignIn}</Link>}
    >
      {email ? (
        <ResetStep
          submitting={submitting}
          onSubmit={reset}
          onResend={() => sendCode(email)}
          onBack={() => {
            setError(null);
            setEmail(null);
          }}
        />
      ) : (
        <EmailStep initialEmail={routeState.email ?? ''} submitting={submitting} onSubmit={sendCode} />
      )}
    </AuthCard>
  );
}

function EmailStep(props: { initialEmail: string; submitting: boolean; onSubmit: (email: string) => void }) {
  const [form] = Form.useForm<{ email: string }>();
  const valid = useFormValid(form, EMAIL_CHECKS);
  return (
    <AuthForm
      form={form}
      initialValues={{ email: props.initialEmail }}
      onFinish={({ email }) => props.onSubmit(email.trim())}
    >
      <EmailField autoComplete="username" />
      <SubmitButton valid={valid} busy={props.submitting}>
        {T.sendCode}
      </SubmitButton>
    </AuthForm>
  );
}

interface ResetValues {
  code: string;
  new_password: string;
  new_password_confirm: string;
}

function ResetStep(props: {
  submitting: boolean;
  onSubmit: (code: string, newPassword: string) => void;
  onResend: () => void;
  onBack: () => void;
}) {
  const [form] = Form.useForm<ResetValues>();
  const valid = useFormValid(form, RESET_CHECKS);
  const newPassword = Form.useWatch('new_password', form);
  return (
    <AuthForm
      form={form}
      initialValues={{ code: '', new_password: '', new_password_confirm: '' }}
      onFinish={({ code, new_password }) => props.onSubmit(code.trim(), new_password)}
    >
      <CodeField />
      <NewPasswordFields newPassword={newPassword} />
      <SubmitButton valid={valid} busy={props.submitting}>
        {T.submit}
      </SubmitButton>
      <Button type="link" block onClick={props.onResend} disabled={props.submitting} style={{ marginTop: 8 }}>
        {T.resend}
      </Button>
      <Button type="link" block onClick={props.onBack} disabled={props.submitting}>
        {T.back}
      </Button>
    </AuthForm>
  );
}
