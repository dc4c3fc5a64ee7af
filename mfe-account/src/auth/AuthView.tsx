import type { AuthViewProps } from '@inasaku/ui';
import { App, ConfigProvider } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { ConfirmSignUp } from './ConfirmSignUp';
import { AuthFlowProvider } from './flow';
import { ForgotPassword } from './ForgotPassword';
import { AUTH_PATHS } from './paths';
import { RequireNewPassword } from './RequireNewPassword';
import { SignIn } from './SignIn';
import { SignUp } from './SignUp';
import { SignUpComplete } from './SignUpComplete';

export type { AuthViewProps };

/**
 * The signed-out view (spec 001 §4 auth states). It renders inside the shell's router:
 * each auth state has its route, and every other path (/, /dashboard, deep links) signs in.
 * `onSignedIn` is called once the user is signed in; the shell then shows its layout.
 */
export default function AuthView({ onSignedIn, challenge }: AuthViewProps) {
  return (
    // antd would render two-kanji buttons as '登 録'; Japanese labels must stay intact.
    <ConfigProvider button={{ autoInsertSpace: false }}>
      {/* Its own App so toasts work whether or not the host wraps the remote in one. */}
      <App component={false} message={{ top: 24, duration: 3, maxCount: 3 }}>
        <AuthFlowProvider challenge={challenge}>
          <Routes>
            <Route path={AUTH_PATHS.signUp} element={<SignUp />} />
            <Route path={AUTH_PATHS.confirmSignUp} element={<ConfirmSignUp />} />
            <Route path={AUTH_PATHS.signUpComplete} element={<SignUpComplete onSignedIn={onSignedIn} />} />
            <Route path={AUTH_PATHS.forgot} element={<ForgotPassword />} />
            <Route path={AUTH_PATHS.newPassword} element={<RequireNewPassword onSignedIn={onSignedIn} />} />
            <Route path="*" element={<SignIn onSignedIn={onSignedIn} />} />
          </Routes>
        </AuthFlowProvider>
      </App>
    </ConfigProvider>
  );
}
