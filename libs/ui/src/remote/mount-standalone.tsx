import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../data/query-client';
import { loadAntdStyles } from '../antd-styles';
import { InasakuProvider } from '../InasakuProvider';

/**
 * A remote's standalone dev harness (`npm run dev -w <remote>`): mounts `app` on #root with the
 * providers the shell would otherwise give it. Standing alone, the remote makes its own query cache.
 * The product never runs this: the shell loads the remote's modules through Module Federation.
 */
export function mountStandalone(app: ReactNode) {
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  void loadAntdStyles();
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <InasakuProvider>
          <BrowserRouter>{app}</BrowserRouter>
        </InasakuProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
