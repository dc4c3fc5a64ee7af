import type { CurrentUser } from '@inasaku/contracts';
import { Result } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXTS } from '../texts';
import { signInErrorMessage } from './auth-api';
import { AuthCard } from './AuthCard';
import { ResultCard, WayOnButton } from './form-parts';
import { useAuthFlow, useRouteState } from './flow';
import { AUTH_PATHS } from './paths';
import { signInChecked, useSignedIn } from './useSignedIn';
import { useSubmit } from './useSubmit';

const T = TEXTS.signUpComplete;
/** Spec 001 §9: sign-up complete auto-advances after 5 seconds. */
export const AUTO_ADVANCE_SECONDS = 5;

/** Registration done: signs in with the e-mail and password carried from sign-up. */
export function SignUpComplete({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const { email } = useRouteState();
  const flow = useAuthFlow();
  const finish = useSignedIn(onSignedIn);
  const { submitting, error, run } = useSubmit(signInErrorMessage);
  // Read once: the password is taken from memory only when signing in.
  const [canSignIn] = useState(() => flow.peekPassword(email));
  const [remaining, setRemaining] = useState(AUTO_ADVANCE_SECONDS);
  const started = useRef(false);
  const navigate = useNavigate();
  const toSignIn = () => navigate(AUTH_PATHS.signIn, { state: { email } });

  const proceed = useCallback(() => {
    if (started.current || !email) return;
    started.current = true;
    const password = flow.takePassword(email);
    if (!password) return;
    void run(async () => finish(await signInChecked(email, password), email));
  }, [email, finish, flow, run]);

  useEffect(() => {
    if (!canSignIn) return;
    const timer = setInterval(() => setRemaining((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [canSignIn]);

  useEffect(() => {
    if (canSignIn && remaining === 0) proceed();
  }, [canSignIn, remaining, proceed]);

  if (!canSignIn) {
    return <ResultCard title={T.title} status="success" message={T.noPassword} action={T.toSignIn} onAction={toSignIn} />;
  }

  const failed = !!error;
  return (
    <AuthCard title={T.title} error={error}>
      <Result
        status="success"
        title={T.message}
        subTitle={failed ? undefined : submitting || started.current ? T.signingIn : T.countdown(remaining)}
        extra={
          failed ? (
            <WayOnButton onClick={toSignIn}>{T.toSignIn}</WayOnButton>
          ) : (
            <WayOnButton loading={submitting} onClick={proceed}>
              {T.proceed}
            </WayOnButton>
          )
        }
      />
    </AuthCard>
  );
}
