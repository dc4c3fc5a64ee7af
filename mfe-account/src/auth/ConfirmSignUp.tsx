import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TEXTS } from '../texts';
import { accountErrorMessage, authApi } from './auth-api';
import { AuthCard } from './AuthCard';
import { useAuthFlow, useRouteState } from './flow';
import { AUTH_PATHS } from './paths';
import { AuthForm, CodeField, EmailField, SubmitButton } from './form-parts';
import { RULES, ruleCheck } from './rules';
import { useFormValid } from './useFormValid';
import { useSubmit } from './useSubmit';

const T = TEXTS.confirmSignUp;
const CODE_ONLY = { code: [ruleCheck(RULES.code)] };
const WITH_EMAIL = { email: [ruleCheck(RULES.email)], ...CODE_ONLY };

interface Values {
  email?: string;
  code: string;
}

/**
 * Verification code after sign-up, or after signing in as an unconfirmed user. Without an
 * e-mail from the previous step (a reload, a link from the mail) it asks for the e-mail too.
 */
export function ConfirmSignUp() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const flow = useAuthFlow();
  const routeState = useRouteState();
  const carried = routeState.email;
  const valid = useFormValid(form, carried ? CODE_ONLY : WITH_EMAIL);
  const { submitting, error, setError, run } = useSubmit(accountErrorMessage);
  const [resending, setResending] = useState(false);

  const emailOf = (): string => carried ?? String(form.getFieldValue('email') ?? '').trim();

  const onFinish = ({ code }: Values) =>
    run(async () => {
      const email = emailOf();
      await authApi.confirmSignUp(email, code.trim());
      if (flow.peekPassword(email)) {
        navigate(AUTH_PATHS.signUpComplete, { state: { email }, replace: true });
      } else {
        navigate(AUTH_PATHS.signIn, { state: { email, notice: T.registered }, replace: true });
      }
    });

  const resend = async () => {
    if (!carried) {
      // The e-mail must be valid before a code can be sent to it.
      const ok = await form.validateFields(['email']).then(
        () => true,
        () => false,
      );
      if (!ok) return;
    }
    setResending(true);
    setError(null);
    try {
      await authApi.resendCode(emailOf());
      void message.success(T.codeSent);
    } catch (err) {
      setError(accountErrorMessage(err));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      title={T.title}
      lead={carried ? (routeState.unconfirmed ? T.unconfirmed(carried) : T.sentTo(carried)) : T.askEmail}
      error={error}
      footer={<Link to={AUTH_PATHS.signIn}>{T.toSignIn}</Link>}
    >
      <AuthForm<Values>
        form={form}
        initialValues={{ email: '', code: '' }}
        onFinish={onFinish}
      >
        {!carried && (
          <EmailField autoComplete="email" />
        )}
        <CodeField />
        <SubmitButton valid={valid} busy={submitting}>
          {T.submit}
        </SubmitButton>
        <Button type="link" block onClick={resend} loading={resending} disabled={submitting} style={{ marginTop: 8 }}>
          {T.resend}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
