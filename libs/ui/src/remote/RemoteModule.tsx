import { Suspense, useState, type ReactNode } from 'react';
import { Spin } from 'antd';
import { REMOTE } from '../texts';
import { useRemoteGeneration, useRemotes } from './remotes-context';
import { UnavailableContext, getLazyRemote, evictRemote } from './remote-cache';
import { RemoteErrorBoundary, RemoteLoadError, RemoteUnavailable, type RemoteAreaSize } from './RemoteErrorBoundary';

export interface RemoteModuleProps {
  /** Federation name from remotes.json, e.g. 'mfe_account'. */
  remote: string;
  /** Exposed module without './', e.g. 'AuthView'. */
  module: string;
  props?: Record<string, unknown>;
  /** Shown while the remote loads (default: a spinner). */
  fallback?: ReactNode;
  /** Shown when the remote is not registered or lacks the module (default: 'この機能は現在ご利用いただけません。'). */
  unavailable?: ReactNode;
  size?: RemoteAreaSize;
}

function Loading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 32 }} data-remote-state="loading">
      <Spin description={REMOTE.loading} />
    </div>
  );
}

/**
 * Renders a component exposed by a federated remote, inside its own Suspense and error
 * boundary. Unknown remotes never load anything: they show the 'not available' state.
 */
export function RemoteModule({ remote, module, props, fallback, unavailable, size = 'page' }: RemoteModuleProps) {
  const { status, names, loader } = useRemotes();
  const [attempt, setAttempt] = useState(0);
  // The release this area opened with stays while it is shown; a retry takes the current one.
  const generation = useRemoteGeneration(remote);
  const [release, setRelease] = useState(generation);
  const loading = fallback ?? <Loading />;

  if (status === 'loading') return <>{loading}</>;
  if (status === 'failed') return <RemoteLoadError size={size} onRetry={() => window.location.reload()} />;
  if (!names.has(remote)) return <>{unavailable ?? <RemoteUnavailable size={size} />}</>;

  const Component = getLazyRemote(loader, remote, module, release);
  return (
    <div className="inasaku-remote" data-remote={`${remote}/${module}`} style={{ display: 'contents' }}>
      <RemoteErrorBoundary
        size={size}
        unavailable={unavailable}
        resetKey={`${remote}/${module}#${attempt}`}
        onRetry={() => {
          evictRemote(loader, remote, module, release);
          setRelease(generation);
          setAttempt((n) => n + 1);
        }}
      >
        <UnavailableContext.Provider value={unavailable ?? <RemoteUnavailable size={size} />}>
          <Suspense fallback={loading}>
            <Component key={attempt} {...props} />
          </Suspense>
        </UnavailableContext.Provider>
      </RemoteErrorBoundary>
    </div>
  );
}
