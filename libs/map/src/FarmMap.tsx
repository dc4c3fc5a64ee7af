import { App, message as staticMessage } from 'antd';
import { Component, lazy, Suspense, useCallback, useState, type ReactNode, type Ref } from 'react';
import { GOOGLE_FALLBACK_MESSAGE } from './constants';
import { LeafletFarmMap } from './leaflet/LeafletFarmMap';
import { chooseMapProvider, googleFallback } from './provider';
import type { FarmMapHandle, FarmMapViewProps } from './types';

// Loaded on demand: a site without a Google key never downloads any Google code.
const GoogleFarmMap = lazy(() => import('./google/GoogleFarmMap'));

export interface FarmMapProps extends FarmMapViewProps {
  /** From the shell's /config.json; null or empty uses the keyless GSI map. */
  googleMapsApiKey?: string | null;
  ref?: Ref<FarmMapHandle>;
}

/**
 * The one map component of every map screen. Leaflet on GSI tiles by default; Google
 * Maps (satellite, tilt 0) when a key is given, falling back to Leaflet if Google fails.
 */
export function FarmMap({ googleMapsApiKey, ref, ...view }: FarmMapProps) {
  const app = App.useApp();
  const [googleFailed, setGoogleFailed] = useState(googleFallback.failed);
  const provider = chooseMapProvider({ googleMapsApiKey, googleFailed });

  const fail = useCallback(
    (reason: unknown) => {
      if (googleFallback.fail()) {
        // Outside antd's <App> the context holds an empty object: use the static API then.
        const message = typeof app.message?.warning === 'function' ? app.message : staticMessage;
        message.warning(GOOGLE_FALLBACK_MESSAGE);
        console.warn('Google Maps failed to load; using GSI tiles instead.', reason);
      }
      setGoogleFailed(true);
    },
    [app.message],
  );

  if (provider === 'google') {
    return (
      <LoadBoundary onError={fail}>
        <Suspense fallback={<MapPlaceholder style={view.style} className={view.className} />}>
          <GoogleFarmMap apiKey={googleMapsApiKey!.trim()} handleRef={ref} onFail={fail} {...view} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return <LeafletFarmMap handleRef={ref} {...view} />;
}

export function MapPlaceholder({ style, className }: Pick<FarmMapViewProps, 'style' | 'className'>) {
  return <div className={className} style={{ width: '100%', height: '100%', background: '#e5e3df', ...style }} data-map-provider="loading" />;
}

/** A Google chunk that cannot be fetched, or a render error inside Google's map, falls back too. */
class LoadBoundary extends Component<{ onError: (e: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
