import { ERROR_CODES, type CurrentUser, type MaintenanceCheck } from '@inasaku/contracts';
import { Alert, Button, Form } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TEXTS } from '../texts';
import { checkMaintenance, errorCode, MAINTENANCE_CHECK_KEY, signInErrorMessage } from './auth-api';
import { AuthCard } from './AuthCard';
import { useRouteState } from './flow';
import { AUTH_PATHS } from './paths';
import { AuthForm, CurrentPasswordField, EmailField, SubmitButton } from './form-parts';
import { RULES, ruleCheck } from './rules';
import { useFormValid } from './useFormValid';
import { signInChecked, useSignedIn } from './useSignedIn';
import { useSubmit } from './useSubmit';

const T = TEXTS.signIn;
const CHECKS = { email: [ruleCheck(RULES.email)], password: [ruleCheck(RULES.password)] };

interface Values {
  email: string;
  password: string;
}

/** Sign-in (spec 001 §2). The sign-up link is deliberately absent (spec 000 §2.1). */
export function SignIn({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const routeState = useRouteState();
  const finish = useSignedIn(onSignedIn);
  const valid = useFormValid(form, CHECKS);
  const typedEmail = Form.useWatch('email', form);
  const { submitting, error, run } = useSubmit(signInErrorMessage);
  const [failedCode, setFailedCode] = useState<string>();
  // null while the check is running; sign-in stays disabled until it says "open".
  const check = useQuery({ queryKey: MAINTENANCE_CHECK_KEY, queryFn: checkMaintenance, gcTime: 0 });
  // Maintenance that a sign-in ran into outranks the check made on arrival.
  const [found, setFound] = useState<MaintenanceCheck | null>(null);
  const maintenance = found ?? (check.isFetching ? null : (check.data ?? null));
  const { refetch } = check;

  const recheck = useCallback(() => {
    setFound(null);
    void refetch();
  }, [refetch]);

  const onFinish = ({ email, password }: Values) =>
    run(async () => {
      setFailedCode(undefined);
      try {
        finish(await signInChecked(email, password), email);
      } catch (err) {
        const code = errorCode(err);
        if (code === ERROR_CODES.userNotConfirmed) {
          navigate(AUTH_PATHS.confirmSignUp, { state: { email, unconfirmed: true } });
          return;
        }
        if (code === ERROR_CODES.maintenance) {
          // Maintenance began while the screen was open: show it the same way as on load.
          setFound({ state: 'maintenance', message: (err as Error).message });
          return;
        }
        setFailedCode(code);
        throw err;
      }
    });

  const checking = maintenance === null;
  const blocked = maintenance?.state !== 'open';
  const connectionFailed = maintenance?.state === 'failed';

  return (
    <AuthCard
      title={T.title}
      notice={routeState.notice}
      error={connectionFailed ? TEXTS.errors.connectionFailed : error}
      errorAction={
        connectionFailed ? (
          <Button size="small" onClick={recheck}>
            {T.retry}
          </Button>
        ) : failedCode === ERROR_CODES.passwordResetRequired ? (
          <Link to={AUTH_PATHS.forgot} state={{ email: typedEmail }}>
            {T.resetPassword}
          </Link>
        ) : undefined
      }
      footer={
        <Link to={AUTH_PATHS.forgot} state={{ email: typedEmail || undefined }}>
          {T.forgot}
        </Link>
      }
    >
      {maintenance?.state === 'maintenance' && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={T.maintenanceTitle}
          description={maintenance.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <AuthForm<Values>
        form={form}
        disabled={blocked && !checking}
        initialValues={{ email: routeState.email ?? '', password: '' }}
        onFinish={onFinish}
      >
        <EmailField autoComplete="username" />
        <CurrentPasswordField />
        <SubmitButton valid={valid} busy={submitting} loading={submitting || checking} blocked={blocked}>
          {T.submit}
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
