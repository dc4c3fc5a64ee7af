import { INQUIRY_RULES, CLIENT_ROUTES } from '@inasaku/contracts';
import { LIMITS } from '@inasaku/domain';
import { callApi, toAntdRules, useDialog, type RemoteRouteProps } from '@inasaku/ui';
import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ruleCheck } from '../auth/rules';
import { useFormValid } from '../auth/useFormValid';
import { serverMessage } from '../settings/errors';
import { PageCard } from '../settings/PageCard';
import { INQUIRY_TEXTS as T } from '../texts';

const CHECKS = { comment: [ruleCheck(INQUIRY_RULES.comment)] };

export const sendInquiry = (comment: string) => callApi(CLIENT_ROUTES['inquiries.create'], { body: { comment } });

/**
 * inquiry (spec 001 "Inquiry"): a comment (required, max 500), 送信, a toast, back to the
 * dashboard. Open in every plan state and year: an expired account must still be able to ask.
 */
export default function Inquiry(_props: RemoteRouteProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const dialog = useDialog();
  const [form] = Form.useForm<{ comment: string }>();
  const valid = useFormValid(form, CHECKS);
  const [busy, setBusy] = useState(false);

  const submit = async ({ comment }: { comment: string }) => {
    if (!valid || busy) return;
    setBusy(true);
    try {
      await sendInquiry(comment.trim());
      void message.success({ content: T.sent, duration: 3 });
      navigate('/dashboard');
    } catch (err) {
      setBusy(false);
      await dialog.message(serverMessage(err));
    }
  };

  return (
    <PageCard testId="inquiry" title={T.title} maxWidth={720}>
      <Typography.Paragraph type="secondary">{T.lead}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ comment: '' }} onFinish={submit}>
        <Form.Item label={T.comment} name="comment" rules={toAntdRules(INQUIRY_RULES.comment)}>
          <Input.TextArea
            id="comment"
            data-testid="inquiry-comment"
            rows={8}
            placeholder={T.placeholder}
            count={{ show: true, max: LIMITS.comment }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="inquiry-submit" loading={busy} disabled={!valid || busy}>
          {T.submit}
        </Button>
      </Form>
    </PageCard>
  );
}
