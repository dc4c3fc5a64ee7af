import { LIMITS, max } from '@inasaku/domain';
import { CLIENT_ROUTES } from '@inasaku/contracts';
import { toAntdRules, useDialog, useRouteMutation, type RemoteRouteProps } from '@inasaku/ui';
import { Button, Form, Input, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ruleCheck } from '../auth/rules';
import { useFormValid } from '../auth/useFormValid';
import { DELETE_ACCOUNT_TEXTS as T } from '../texts';
import { serverMessage } from './errors';
import { site } from './leave-site';
import { PageCard } from './PageCard';
import { personalApi } from './personal-api';

export const PERSONAL_SETTINGS_PATH = '/personal-settings';

const REASON_RULES = [max(LIMITS.textarea)];
const CHECKS = { comment: [ruleCheck(REASON_RULES)] };

/**
 * delete-account (spec 001 "Delete account", root only): what leaving means, an optional
 * reason, 退会しますか？, then the account is deleted, the session ends and the site starts over
 * at the sign-in page (a full load, so nothing of the account survives in memory).
 */
export default function DeleteAccount({ session }: RemoteRouteProps) {
  const navigate = useNavigate();
  const dialog = useDialog();
  const [form] = Form.useForm<{ comment: string }>();
  const valid = useFormValid(form, CHECKS);
  const [busy, setBusy] = useState(false);
  const remove = useRouteMutation(CLIENT_ROUTES['account.delete']);
  const back = () => navigate(PERSONAL_SETTINGS_PATH);

  if (!session.user.is_root_user) {
    return (
      <PageCard testId="delete-account" title={T.title} maxWidth={640}>
        <Result
          status="warning"
          title={T.rootOnly}
          extra={
            <Button type="primary" onClick={back} data-testid="delete-account-back">
              {T.back}
            </Button>
          }
        />
      </PageCard>
    );
  }

  const submit = async ({ comment }: { comment: string }) => {
    if (!valid || busy || !(await dialog.confirm(T.confirm))) return;
    setBusy(true);
    try {
      await remove.mutateAsync({ body: { comment: (comment ?? '').trim() } });
    } catch (err) {
      setBusy(false);
      await dialog.message(serverMessage(err));
      return;
    }
    try {
      await personalApi.signOut();
    } catch {
      // The account and its sessions are gone already; the reload below finds nobody signed in.
    }
    await dialog.message(T.done);
    site.go('/');
  };

  return (
    <PageCard testId="delete-account" title={T.title} maxWidth={640}>
      <Typography.Paragraph>{T.lead}</Typography.Paragraph>
      <ul data-testid="delete-account-notes" style={{ paddingInlineStart: 20, marginBottom: 20 }}>
        {T.notes.map((note) => (
          <li key={note} style={{ marginBottom: 6 }}>
            <Typography.Text>{note}</Typography.Text>
          </li>
        ))}
      </ul>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ comment: '' }} onFinish={submit}>
        <Form.Item label={T.reason} name="comment" rules={toAntdRules(REASON_RULES)}>
          <Input.TextArea
            id="comment"
            data-testid="delete-account-reason"
            rows={5}
            placeholder={T.reasonPlaceholder}
            count={{ show: true, max: LIMITS.textarea }}
          />
        </Form.Item>
        <Space wrap>
          <Button danger type="primary" htmlType="submit" data-testid="delete-account-submit" loading={busy} disabled={!valid || busy}>
            {T.submit}
          </Button>
          <Button data-testid="delete-account-cancel" onClick={back} disabled={busy}>
            {T.cancel}
          </Button>
        </Space>
      </Form>
    </PageCard>
  );
}
