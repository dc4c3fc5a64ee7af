import { ERROR_CODES, MESSAGES, PERSONAL_ERROR_CODES, CLIENT_ROUTES } from '@inasaku/contracts';
import { LIMITS, max, required } from '@inasaku/domain';
import { ApiError, toAntdRules, useRouteMutation, type RemoteRouteProps } from '@inasaku/ui';
import { Alert, App, Button, Divider, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HiddenUsername } from '../auth/form-parts';
import { NEW_PASSWORD_CHECKS, NewPasswordFields } from '../auth/NewPasswordFields';
import { ruleCheck } from '../auth/rules';
import { useFormValid } from '../auth/useFormValid';
import { PERSONAL_TEXTS as T } from '../texts';
import { isLimitExceeded, serverMessage } from './errors';
import { InstallGuide } from './InstallGuide';
import { NotificationSettings } from './NotificationSettings';
import { PageCard } from './PageCard';
import { SettingsSection } from './SettingsSection';

export const DELETE_ACCOUNT_PATH = '/delete-account';

/** Spec 001 §5: display name required, max 50; current password required; the new one complex. */
export const PERSONAL_RULES = {
  display_name: [required(T.displayName), max(LIMITS.displayName)],
  current_password: [required(T.currentPassword)],
};

const NAME_CHECKS = { display_name: [ruleCheck(PERSONAL_RULES.display_name)] };
const PASSWORD_CHECKS = {
  current_password: [ruleCheck(PERSONAL_RULES.current_password)],
  ...NEW_PASSWORD_CHECKS,
};

/** Spec 001 §8, change password: where the answer's message belongs. */
export function passwordChangeFailure(err: unknown): { field?: 'current_password' | 'new_password'; message: string } {
  if (err instanceof ApiError) {
    if (err.code === PERSONAL_ERROR_CODES.wrongCurrentPassword || err.code === ERROR_CODES.invalidCredentials) {
      return { field: 'current_password', message: MESSAGES.wrongCurrentPassword };
    }
    if (isLimitExceeded(err)) return { message: MESSAGES.limitExceeded };
    if (err.status === 400 && err.field === 'new_password') return { field: 'new_password', message: err.message };
  }
  return { message: serverMessage(err) };
}

/** personal-settings (spec 001 "Personal settings"): display name, password, notifications, the home-screen guide, the way to leave. */
export default function PersonalSettings({ session }: RemoteRouteProps) {
  const me = session.user;
  const navigate = useNavigate();
  return (
    <PageCard testId="personal-settings" title={T.title} maxWidth={640}>
      <DisplayNameForm email={me.email} current={me.display_name} refreshUser={session.refreshUser} />
      <Divider />
      <PasswordForm email={me.email} />
      <Divider />
      <NotificationSettings waterFeature={session.waterFeature} isRoot={me.is_root_user} />
      <Divider />
      <InstallGuide />
      <Divider />
      <SettingsSection id="leave" title={T.leave}>
        <Typography.Paragraph type="secondary">{T.leaveLead}</Typography.Paragraph>
        <Button
          danger
          data-testid="delete-account-link"
          disabled={!me.is_root_user}
          onClick={() => navigate(DELETE_ACCOUNT_PATH)}
        >
          {T.leaveLink}
        </Button>
        {!me.is_root_user && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="delete-account-root-only">
            {T.leaveRootOnly}
          </Typography.Paragraph>
        )}
      </SettingsSection>
    </PageCard>
  );
}

function DisplayNameForm({
  email,
  current,
  refreshUser,
}: {
  email: string;
  current: string;
  refreshUser: () => Promise<unknown>;
}) {
  const [form] = Form.useForm<{ display_name: string }>();
  const { message } = App.useApp();
  const valid = useFormValid(form, NAME_CHECKS);
  const typed = Form.useWatch('display_name', form);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed = typeof typed === 'string' && typed.trim() !== current;
  // The users list shows display names: read again before the change settles.
  const rename = useRouteMutation(CLIENT_ROUTES['users.adminUpdate'], { invalidates: [CLIENT_ROUTES['users.list']] });

  const submit = async ({ display_name }: { display_name: string }) => {
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      // Spec 001 §7: the personal-settings version of adminUpdateUser sends displayName, username, email.
      await rename.mutateAsync({ body: { username: email, email, displayName: display_name.trim() } });
      void message.success({ content: T.profileChanged, duration: 3 });
      // The header and every "worker" default read the name from the session.
      await refreshUser();
    } catch (err) {
      setError(serverMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection id="profile" title={T.profile}>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ display_name: current }} onFinish={submit}>
        <Form.Item label={T.email}>
          <Typography.Text data-testid="personal-email" style={{ wordBreak: 'break-all' }}>
            {email}
          </Typography.Text>
        </Form.Item>
        <Form.Item label={T.displayName} name="display_name" rules={toAntdRules(PERSONAL_RULES.display_name)}>
          <Input id="display_name" data-testid="personal-display-name" count={{ show: true, max: LIMITS.displayName }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="personal-display-name-save" loading={busy} disabled={!valid || !changed || busy}>
          {T.changeDisplayName}
        </Button>
      </Form>
    </SettingsSection>
  );
}

interface PasswordValues {
  current_password: string;
  new_password: string;
  new_password_confirm: string;
}

function PasswordForm({ email }: { email: string }) {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const valid = useFormValid(form, PASSWORD_CHECKS);
  const newPassword = Form.useWatch('new_password', form);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = useRouteMutation(CLIENT_ROUTES['personal.changePassword']);

  const submit = async (values: PasswordValues) => {
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      await change.mutateAsync({ body: { current_password: values.current_password, new_password: values.new_password } });
      form.resetFields();
      void message.success({ content: T.passwordChanged, duration: 3 });
    } catch (err) {
      const failure = passwordChangeFailure(err);
      if (failure.field) form.setFields([{ name: failure.field, errors: [failure.message] }]);
      else setError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection id="password" title={T.password}>
      {error && (
        <Alert type="error" showIcon role="alert" title={error} data-testid="password-error" style={{ marginBottom: 12 }} />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ current_password: '', new_password: '', new_password_confirm: '' }}
        onFinish={submit}
      >
        <HiddenUsername email={email} />
        <Form.Item label={T.currentPassword} name="current_password" rules={toAntdRules(PERSONAL_RULES.current_password)}>
          <Input.Password id="current_password" autoComplete="current-password" data-testid="current-password" />
        </Form.Item>
        <NewPasswordFields newPassword={newPassword} />
        <Flex>
          <Button type="primary" htmlType="submit" data-testid="password-save" loading={busy} disabled={!valid || busy}>
            {T.changePassword}
          </Button>
        </Flex>
      </Form>
    </SettingsSection>
  );
}
