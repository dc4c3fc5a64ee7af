import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import './dayjs-ja';
import { inasakuTheme } from './theme';

export interface InasakuProviderProps {
  children: ReactNode;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCED_MOTION) : null;
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** True when the device asks for less motion (an OS accessibility setting). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCED_MOTION).matches : false),
    () => false,
  );
}

/**
 * Japanese locale, the farm theme and antd's App context (message, modal, notification).
 * Dialogs, menus and drawers appear without animation on a device set to reduce motion.
 */
export function InasakuProvider({ children }: InasakuProviderProps) {
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () => (reducedMotion ? { ...inasakuTheme, token: { ...inasakuTheme.token, motion: false } } : inasakuTheme),
    [reducedMotion],
  );
  return (
    <ConfigProvider locale={jaJP} theme={theme} button={{ autoInsertSpace: false }}>
      <App message={{ top: 24, duration: 3, maxCount: 3 }}>{children}</App>
    </ConfigProvider>
  );
}
