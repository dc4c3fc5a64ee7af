// Standalone dev harness (`npm run dev -w @inasaku/mfe-account`): the auth view on its own.
// In the product the shell loads ./AuthView through Module Federation and never runs this file.
import type { CurrentUser } from '@inasaku/contracts';
import { InasakuProvider } from '@inasaku/ui';
import { Result } from 'antd';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import AuthView from './auth/AuthView';

function Harness() {
  const [user, setUser] = useState<CurrentUser | null>(null);
  if (user) return <Result status="success" title={user.display_name} subTitle={user.email} />;
  return <AuthView onSignedIn={setUser} />;
}

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <StrictMode>
    <InasakuProvider>
      <BrowserRouter>
        <Harness />
      </BrowserRouter>
    </InasakuProvider>
  </StrictMode>,
);
