import { ERROR_CODES, type CurrentUser } from '@inasaku/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TEXTS } from '../texts';
import { checkMaintenance, errorCode, signInErrorMessage, type MaintenanceCheck } from './auth-api';
import { AuthCard } from './AuthCard';
import { useRouteState } from './flow';
import { AUTH_PATHS } from './paths';
import { RULES, ruleCheck, toAntdRules } from './rules';
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
  const [maintenance, setMaintenance] = useState<MaintenanceCheck | null>(null);

  const recheck = useCallback(() => {
    setMaintenance(null);
    void checkMaintenance().then(setMaintenance);
  }, []);

  useEffect(() => {
    let live = true;
    void checkMaintenance().then((result) => live && setMaintenance(result));
    return () => {
      live = false;
    };
  }, []);

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
          setMaintenance({ state: 'maintenance', message: (err as Error).message });
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
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        disabled={blocked && !checking}
        initialValues={{ email: routeState.email ?? '', password: '' }}
        onFinish={onFinish}
      >
        <Form.Item label={TEXTS.fields.email} name="email" rules={toAntdRules(RULES.email)} validateDebounce={400}>
          <Input id="email" name="email" type="email" inputMode="email" autoComplete="username" />
        </Form.Item>
        <Form.Item label={TEXTS.fields.password} name="password" rules={toAntdRules(RULES.password)}>
          <Input.Password id="password" name="password" autoComplete="current-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={submitting || checking}
          disabled={!valid || submitting || blocked}
        >
          {T.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}
