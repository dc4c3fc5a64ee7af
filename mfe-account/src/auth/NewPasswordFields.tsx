import { Form, Input } from 'antd';
import { TEXTS } from '../texts';
import { NewPasswordField } from './form-parts';
import { antdChecks, confirmOf, RULES, ruleCheck } from './rules';

const F = TEXTS.fields;

/** What makes the two fields valid, for useFormValid (a form with more fields adds its own). */
export const NEW_PASSWORD_CHECKS = {
  new_password: [ruleCheck(RULES.newPassword)],
  new_password_confirm: confirmOf('new_password'),
};

/** The new password and its confirmation, shared by the password reset and the first sign-in. */
export function NewPasswordFields({ newPassword }: { newPassword: string | undefined }) {
  return (
    <>
      <NewPasswordField name="new_password" label={F.newPassword} rules={RULES.newPassword} value={newPassword} />
      <Form.Item
        label={F.newPasswordConfirm}
        name="new_password_confirm"
        dependencies={['new_password']}
        rules={antdChecks(NEW_PASSWORD_CHECKS.new_password_confirm)}
        validateDebounce={400}
      >
        <Input.Password id="new_password_confirm" name="new_password_confirm" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
