import { useEffect, useState } from 'react';
import type { PublicConfig } from '@inasaku/contracts';

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = { googleMapsApiKey: null, paymentMode: 'sandbox', productName: '稲作' };

/** /config.json once per page; the keyless defaults until (or unless) it answers. */
export function usePublicConfig(): PublicConfig {
  const [config, setConfig] = useState<PublicConfig>(DEFAULT_PUBLIC_CONFIG);
  useEffect(() => {
    let live = true;
    fetch('/config.json')
      .then((r) => (r.ok ? (r.json() as Promise<PublicConfig>) : null))
      .then((c) => live && c && setConfig({ ...DEFAULT_PUBLIC_CONFIG, ...c }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return config;
}
