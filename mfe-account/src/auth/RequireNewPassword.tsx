import type { CurrentUser } from '@inasaku/contracts';
import { Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TEXTS } from '../texts';
import { accountErrorMessage, authApi } from './auth-api';
import { AuthCard } from './AuthCard';
import { NEW_PASSWORD_CHECKS, NewPasswordFields } from './NewPasswordFields';
import { useAuthFlow } from './flow';
import { AuthForm, HiddenUsername, ResultCard, SubmitButton } from './form-parts';
import { AUTH_PATHS } from './paths';
import { useFormValid } from './useFormValid';
import { useSignedIn } from './useSignedIn';
import { useSubmit } from './useSubmit';

const T = TEXTS.newPassword;

interface Values {
  new_password: string;
  new_password_confirm: string;
}

/** A user added by the root user signs in with a temporary password and must replace it. */
export function RequireNewPassword({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const [form] = Form.useForm<Values>();
  const flow = useAuthFlow();
  const [carried] = useState(() => flow.challenge());
  const finish = useSignedIn(onSignedIn);
  const valid = useFormValid(form, NEW_PASSWORD_CHECKS);
  const newPassword = Form.useWatch('new_password', form);
  const { submitting, error, run } = useSubmit(accountErrorMessage);
  const navigate = useNavigate();
  const toSignIn = () => navigate(AUTH_PATHS.signIn);

  if (!carried) {
    // Reached by a reload or a bookmark: the challenge only lives in memory.
    return <ResultCard title={T.title} status="info" message={T.expired} action={T.toSignIn} onAction={toSignIn} />;
  }

  const onFinish = ({ new_password }: Values) =>
    run(async () => finish(await authApi.completeNewPassword(carried.challenge, new_password), carried.email));

  return (
    <AuthCard title={T.title} lead={T.lead} error={error} footer={<Link to={AUTH_PATHS.signIn}>{T.toSignIn}</Link>}>
      <AuthForm
        form={form}
        initialValues={{ new_password: '', new_password_confirm: '' }}
        onFinish={onFinish}
      >
        <HiddenUsername email={carried.email} />
        <NewPasswordFields newPassword={newPassword} />
        <SubmitButton valid={valid} busy={submitting}>
          {T.submit}
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
