import { Checkbox, Form } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { TEXTS } from '../texts';
import { accountErrorMessage, authApi } from './auth-api';
import { AuthCard } from './AuthCard';
import { useAuthFlow } from './flow';
import { AuthForm, EmailField, NewPasswordField, SubmitButton } from './form-parts';
import { AUTH_PATHS } from './paths';
import { antdChecks, RULES, ruleCheck, ticked } from './rules';
import { useFormValid } from './useFormValid';
import { useSubmit } from './useSubmit';

const T = TEXTS.signUp;
const CHECKS = {
  email: [ruleCheck(RULES.email)],
  password: [ruleCheck(RULES.signUpPassword)],
  agreement: [ticked],
};

interface Values {
  email: string;
  password: string;
  agreement: boolean;
}

/** Account registration (spec 001 §2); a verification code goes to the e-mail. */
export function SignUp() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const flow = useAuthFlow();
  const valid = useFormValid(form, CHECKS);
  const password = Form.useWatch('password', form);
  const { submitting, error, run } = useSubmit(accountErrorMessage);

  const onFinish = ({ email, password }: Values) =>
    run(async () => {
      await authApi.signUp(email, password);
      // Kept in memory so that confirming the code can sign in without asking again.
      flow.carry({ password: { email, password } });
      navigate(AUTH_PATHS.confirmSignUp, { state: { email } });
    });

  return (
    <AuthCard
      title={T.title}
      lead={T.lead}
      error={error}
      footer={<Link to={AUTH_PATHS.signIn}>{T.toSignIn}</Link>}
    >
      <AuthForm<Values>
        form={form}
        initialValues={{ email: '', password: '', agreement: false }}
        onFinish={onFinish}
      >
        <EmailField autoComplete="email" />
        <NewPasswordField name="password" label={TEXTS.fields.password} rules={RULES.signUpPassword} value={password} />
        <Form.Item name="agreement" valuePropName="checked" rules={antdChecks([ticked])}>
          <Checkbox id="agreement" name="agreement">
            {TEXTS.fields.agreement}
          </Checkbox>
        </Form.Item>
        <SubmitButton valid={valid} busy={submitting}>
          {T.submit}
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
