/**
 * Google calls window.gm_authFailure (once, globally) when the key is refused, after the
 * script itself has loaded fine; every Google map on the page listens through this.
 */
const listeners = new Set<() => void>();
let installed = false;

export function onGoogleAuthFailure(listener: () => void): () => void {
  if (!installed && typeof window !== 'undefined') {
    installed = true;
    const w = window as unknown as { gm_authFailure?: () => void };
    const previous = w.gm_authFailure;
    w.gm_authFailure = () => {
      previous?.();
      for (const l of [...listeners]) l();
    };
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
