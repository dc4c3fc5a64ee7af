import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PublicConfig } from '@inasaku/contracts';

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = { googleMapsApiKey: null, paymentMode: 'sandbox', productName: '稲作' };

/** /config.json once per page; the keyless defaults until (or unless) it answers. */
export function usePublicConfig(): PublicConfig {
  // A static file of the deployment, not a gateway route: asked once, kept for the page's life.
  const { data } = useQuery({
    queryKey: ['config.json'],
    queryFn: async () => {
      const r = await fetch('/config.json');
      return r.ok ? ((await r.json()) as Partial<PublicConfig>) : {};
    },
    staleTime: Infinity,
    retry: false,
  });
  return useMemo(() => (data ? { ...DEFAULT_PUBLIC_CONFIG, ...data } : DEFAULT_PUBLIC_CONFIG), [data]);
}
