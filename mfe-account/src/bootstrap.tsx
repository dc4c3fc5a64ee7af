// Standalone dev harness (`npm run dev -w @inasaku/mfe-account`): the auth view on its own.
// In the product the shell loads ./AuthView through Module Federation and never runs this file.
import type { CurrentUser } from '@inasaku/contracts';
import { createQueryClient, InasakuProvider } from '@inasaku/ui';
import { Result } from 'antd';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
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
    {/* Standing alone, the remote makes the query cache the shell would otherwise provide. */}
    <QueryClientProvider client={createQueryClient()}>
      <InasakuProvider>
        <BrowserRouter>
          <Harness />
        </BrowserRouter>
      </InasakuProvider>
    </QueryClientProvider>
  </StrictMode>,
);
