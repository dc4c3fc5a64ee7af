import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { InasakuProvider, RemotesProvider } from '@inasaku/ui';
import { App } from './App';
import { loadRemoteList, type RemoteList } from './remotes';

// Started before React renders, in parallel with /auth/me.
const remoteList = loadRemoteList((remotes) => registerRemotes(remotes));

function Root() {
  const [remotes, setRemotes] = useState<RemoteList | null>(null);
  useEffect(() => {
    void remoteList.then(setRemotes);
  }, []);
  return (
    <InasakuProvider>
      <RemotesProvider status={remotes?.status ?? 'loading'} names={remotes?.names ?? []}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </RemotesProvider>
    </InasakuProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
