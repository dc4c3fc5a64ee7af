import type { CurrentUser, SignInResponse } from '@inasaku/contracts';
import { Alert, Form, Typography } from 'antd';
import { useState } from 'react';
import { accountErrorMessage, authApi, errorCode, signInErrorMessage } from '../auth/auth-api';
import { NEW_PASSWORD_CHECKS, NewPasswordFields } from '../auth/NewPasswordFields';
import { AuthForm, CurrentPasswordField, EmailField, HiddenUsername, SubmitButton } from '../auth/form-parts';
import { RULES, ruleCheck } from '../auth/rules';
import { useFormValid } from '../auth/useFormValid';
import { signInChecked } from '../auth/useSignedIn';
import { TEXTS, PAYMENT_TEXTS } from '../texts';
import { paymentApi } from './payment-api';

const SIGN_IN_CHECKS = { email: [ruleCheck(RULES.email)], password: [ruleCheck(RULES.password)] };

/**
 * Sign-in on the phone's payment page (spec 001 §4: the page opens only when logged in).
 * It stays on /mobile/payment: the shell's sign-in view would lead to the desktop layout.
 * Login log (POST /smart/loginlog, spec 001 §7): 5 start, 6 success, 7 failure with the code.
 */
export function MobileSignIn({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const [challenge, setChallenge] = useState<{ email: string; challenge: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const finish = (res: SignInResponse, email: string) => {
    if (res.status === 'NEW_PASSWORD_REQUIRED') {
      setChallenge({ email, challenge: res.challenge });
      return;
    }
    void paymentApi.loginLog({ ope: '6', addr: email, tmp: 'signin' });
    onSignedIn(res.user);
  };

  const run = async (email: string, task: () => Promise<SignInResponse>, toMessage: (err: unknown) => string) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      finish(await task(), email);
    } catch (err) {
      void paymentApi.loginLog({ ope: '7', addr: email, tmp: 'signin', errcode: errorCode(err) ?? 'NETWORK_ERROR' });
      setError(toMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const signIn = ({ email, password }: { email: string; password: string }) => {
    void paymentApi.loginLog({ ope: '5', addr: email, tmp: 'signin' });
    return run(email, () => signInChecked(email, password), signInErrorMessage);
  };

  const setNewPassword = ({ new_password }: { new_password: string }) =>
    challenge && run(challenge.email, () => authApi.completeNewPassword(challenge.challenge, new_password), accountErrorMessage);

  return (
    <>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      {challenge ? (
        <NewPasswordForm email={challenge.email} busy={busy} onFinish={setNewPassword} />
      ) : (
        <SignInForm busy={busy} onFinish={signIn} />
      )}
    </>
  );
}

function SignInForm({ busy, onFinish }: { busy: boolean; onFinish: (v: { email: string; password: string }) => void }) {
  const [form] = Form.useForm<{ email: string; password: string }>();
  const valid = useFormValid(form, SIGN_IN_CHECKS);
  return (
    <AuthForm form={form} initialValues={{ email: '', password: '' }} onFinish={onFinish}>
      <Typography.Paragraph type="secondary">{PAYMENT_TEXTS.signInLead}</Typography.Paragraph>
      <EmailField autoComplete="username" />
      <CurrentPasswordField />
      <SubmitButton valid={valid} busy={busy} testId="mobile-sign-in">
        {TEXTS.signIn.submit}
      </SubmitButton>
    </AuthForm>
  );
}

function NewPasswordForm({ email, busy, onFinish }: { email: string; busy: boolean; onFinish: (v: { new_password: string }) => void }) {
  const [form] = Form.useForm<{ new_password: string; new_password_confirm: string }>();
  const valid = useFormValid(form, NEW_PASSWORD_CHECKS);
  const newPassword = Form.useWatch('new_password', form);
  return (
    <AuthForm
      form={form}
      initialValues={{ new_password: '', new_password_confirm: '' }}
      onFinish={onFinish}
    >
      <Typography.Paragraph type="secondary">{TEXTS.newPassword.lead}</Typography.Paragraph>
      <HiddenUsername email={email} />
      <NewPasswordFields newPassword={newPassword} />
      <SubmitButton valid={valid} busy={busy} testId="mobile-new-password">
        {TEXTS.newPassword.submit}
      </SubmitButton>
    </AuthForm>
  );
}
