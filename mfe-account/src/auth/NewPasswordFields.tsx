import { Form, Input } from 'antd';
import { TEXTS } from '../texts';
import { antdChecks, passwordHint, RULES, toAntdRules } from './rules';

const F = TEXTS.fields;

/** The new password and its confirmation, shared by the password reset and the first sign-in. */
export function NewPasswordFields({
  newPassword,
  confirmCheck,
}: {
  newPassword: string | undefined;
  confirmCheck: Parameters<typeof antdChecks>[0];
}) {
  return (
    <>
      <Form.Item
        label={F.newPassword}
        name="new_password"
        rules={toAntdRules(RULES.newPassword)}
        extra={passwordHint(newPassword)}
        validateDebounce={400}
      >
        <Input.Password id="new_password" name="new_password" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={F.newPasswordConfirm}
        name="new_password_confirm"
        dependencies={['new_password']}
        rules={antdChecks(confirmCheck)}
        validateDebounce={400}
      >
        <Input.Password id="new_password_confirm" name="new_password_confirm" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
