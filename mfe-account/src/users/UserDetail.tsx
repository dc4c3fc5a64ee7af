import { DEFAULT_USER_COLOR, CLIENT_ROUTES, USER_COLORS, USER_MESSAGES, type AccountUser } from '@inasaku/contracts';
import { LIMITS, max, oneOf, required } from '@inasaku/domain';
import { BUTTONS, CONFIRM, TOASTS, toAntdRules, useDialog, useRouteMutation, useRouteQuery, type RemoteRouteProps } from '@inasaku/ui';
import { Alert, App, Button, Form, Input, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RULES as AUTH_RULES, ruleCheck } from '../auth/rules';
import { useFormValid } from '../auth/useFormValid';
import { failedField, serverMessage } from '../settings/errors';
import { PageCard } from '../settings/PageCard';
import { USER_TEXTS as T } from '../texts';
import { ColorPicker } from './ColorPicker';
import { USERS_PATH, readUserDetail, userDetailPermissions } from './user-route';

/** Spec 001 §5: e-mail on add only; display name required, max 50; one of the 12 colours. */
export const USER_RULES = {
  email: AUTH_RULES.email,
  display_name: [required(T.displayName), max(LIMITS.displayName)],
  color: [required(T.color), oneOf(USER_COLORS)],
};

const ADD_CHECKS = {
  email: [ruleCheck(USER_RULES.email)],
  display_name: [ruleCheck(USER_RULES.display_name)],
  color: [ruleCheck(USER_RULES.color)],
};
const EDIT_CHECKS = { display_name: ADD_CHECKS.display_name, color: ADD_CHECKS.color };

interface Values {
  email: string;
  display_name: string;
  color: string;
}

/** users-detail (spec 001 "Users"): add ('a', root only) or edit ('e', root or one's own record). */
export default function UserDetail({ session }: RemoteRouteProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const dialog = useDialog();
  const [form] = Form.useForm<Values>();
  const route = readUserDetail(location.state, location.search);
  const adding = route.viewMode === 'a';
  const [target, setTarget] = useState<AccountUser | undefined>(route.viewData);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const valid = useFormValid(form, adding ? ADD_CHECKS : EDIT_CHECKS);
  const me = session.user;
  const ownRecord = !adding && target?.user_id === me.user_id;
  const { canSave, canDelete } = userDetailPermissions({ adding, isRoot: me.is_root_user, ownRecord, readOnly: session.expired });

  // A reloaded page kept only the id in the query: look the user up again.
  const lookup = !adding && !target && !!route.userId;
  const everyone = useRouteQuery(CLIENT_ROUTES['users.list'], {}, { enabled: lookup });
  useEffect(() => {
    if (!lookup) return;
    if (everyone.error) {
      void dialog.message(serverMessage(everyone.error));
      return;
    }
    if (!everyone.data) return;
    const found = everyone.data.list.find((u) => u.user_id === route.userId);
    if (found) {
      setTarget(found);
      form.setFieldsValue({ display_name: found.display_name, color: found.color.toUpperCase() });
    } else {
      void message.error(USER_MESSAGES.userNotFound);
      navigate(USERS_PATH, { replace: true });
    }
  }, [lookup, everyone.data, everyone.error, route.userId, form, message, navigate, dialog]);

  // The users list (and every screen naming users) is read again before a write settles, so the
  // list this screen returns to never shows a deleted user or an old name.
  const written = { invalidates: [CLIENT_ROUTES['users.list']] };
  const create = useRouteMutation(CLIENT_ROUTES['users.adminCreate'], written);
  const update = useRouteMutation(CLIENT_ROUTES['users.adminUpdate'], written);
  const del = useRouteMutation(CLIENT_ROUTES['users.adminDelete'], written);

  const back = () => navigate(USERS_PATH);

  const showFailure = async (err: unknown) => {
    const field = failedField(err);
    if (field === 'email' || field === 'display_name' || field === 'color') {
      form.setFields([{ name: field, errors: [serverMessage(err)] }]);
    } else if (field === 'displayName') {
      form.setFields([{ name: 'display_name', errors: [serverMessage(err)] }]);
    } else {
      await dialog.message(serverMessage(err));
    }
  };

  const save = async (values: Values) => {
    if (!valid || !canSave || busy) return;
    setBusy('save');
    try {
      const displayName = values.display_name.trim();
      if (adding) {
        const email = values.email.trim();
        await create.mutateAsync({ body: { email, displayName, color: values.color } });
        setBusy(null);
        await dialog.message(T.temporaryPasswordSent(email), { title: TOASTS.registered });
      } else {
        await update.mutateAsync({ body: { username: target!.username, displayName, color: values.color } });
        void message.success({ content: TOASTS.changesSaved, duration: 3 });
        // The header shows one's own display name.
        if (ownRecord) void session.refreshUser();
      }
      back();
    } catch (err) {
      setBusy(null);
      await showFailure(err);
    }
  };

  const remove = async () => {
    if (!target || !canDelete || !(await dialog.confirm(CONFIRM.delete))) return;
    setBusy('delete');
    try {
      await del.mutateAsync({ body: { username: target.username } });
      void message.success({ content: T.deleted, duration: 3 });
      back();
    } catch (err) {
      setBusy(null);
      await dialog.message(serverMessage(err));
    }
  };

  const title = adding ? T.detailAdd : T.detailEdit;

  if (!adding && !target) {
    return (
      <PageCard testId="user-detail" title={title}>
        <Spin />
      </PageCard>
    );
  }

  const notice = adding
    ? !me.is_root_user
      ? T.rootOnlyAdd
      : null
    : !canSave
      ? session.expired && me.is_root_user
        ? T.readOnlyOthers
        : T.notOwnRecord
      : null;

  return (
    <PageCard testId="user-detail" title={title} maxWidth={640}>
      {adding && me.is_root_user && (
        <Typography.Paragraph type="secondary" data-testid="user-add-lead">
          {T.addLead}
        </Typography.Paragraph>
      )}
      {notice && <Alert type="info" showIcon title={notice} data-testid="user-detail-notice" style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={!canSave}
        initialValues={{
          email: '',
          display_name: target?.display_name ?? '',
          color: (target?.color ?? DEFAULT_USER_COLOR).toUpperCase(),
        }}
        onFinish={save}
        style={{ maxWidth: 480 }}
      >
        {adding ? (
          <Form.Item label={T.email} name="email" rules={toAntdRules(USER_RULES.email)} validateDebounce={300}>
            <Input id="email" type="email" inputMode="email" autoComplete="off" data-testid="user-email" autoFocus />
          </Form.Item>
        ) : (
          <Form.Item label={T.email}>
            <Typography.Text data-testid="user-email-text" style={{ wordBreak: 'break-all' }}>
              {target!.email}
            </Typography.Text>
          </Form.Item>
        )}
        <Form.Item label={T.displayName} name="display_name" rules={toAntdRules(USER_RULES.display_name)}>
          <Input id="display_name" data-testid="user-display-name" count={{ show: true, max: LIMITS.displayName }} />
        </Form.Item>
        <Form.Item label={T.color} name="color" rules={toAntdRules(USER_RULES.color)}>
          {/* A custom control: antd's disabled form does not reach it. */}
          <ColorPicker disabled={!canSave} />
        </Form.Item>
        <Space wrap>
          <Button
            type="primary"
            htmlType="submit"
            data-testid="user-save"
            disabled={!valid || !canSave || busy !== null}
            loading={busy === 'save'}
          >
            {adding ? BUTTONS.register : BUTTONS.save}
          </Button>
          {/* An explicit `disabled` wins over the locked form's: leaving is always possible. */}
          <Button data-testid="user-cancel" onClick={back} disabled={busy !== null}>
            {BUTTONS.cancel}
          </Button>
          {!adding && (
            <Button
              danger
              data-testid="user-delete"
              disabled={!canDelete || busy !== null}
              loading={busy === 'delete'}
              onClick={() => void remove()}
            >
              {BUTTONS.delete}
            </Button>
          )}
        </Space>
      </Form>
    </PageCard>
  );
}
