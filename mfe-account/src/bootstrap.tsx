// Standalone dev harness (`npm run dev -w @inasaku/mfe-account`): the auth view on its own.
// In the product the shell loads ./AuthView through Module Federation and never runs this file.
import type { CurrentUser } from '@inasaku/contracts';
import { mountStandalone } from '@inasaku/ui';
import { Result } from 'antd';
import { useState } from 'react';
import AuthView from './auth/AuthView';

function Harness() {
  const [user, setUser] = useState<CurrentUser | null>(null);
  if (user) return <Result status="success" title={user.display_name} subTitle={user.email} />;
  return <AuthView onSignedIn={setUser} />;
}

mountStandalone(<Harness />);
