import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { accessCodeOfPath } from '../access-log-codes';
import { logAccess } from './access-log';

/**
 * The history entry whose opening was last logged. Module state rather than a ref: StrictMode
 * runs effects twice and the signed-in frame can mount again on the same entry (a session
 * refresh), and neither is a new opening. Every navigation, back and forward included, lands on
 * an entry with another key, so consecutive keys are the only repeats to drop.
 */
let lastOpening: string | null = null;

/** True once per history entry and user: the caller may log this opening. */
export function claimOpening(userId: string, locationKey: string): boolean {
  const opening = `${userId} ${locationKey}`;
  if (opening === lastOpening) return false;
  lastOpening = opening;
  return true;
}

/** For tests: forget the last opening (a fresh page). */
export function resetOpenings(): void {
  lastOpening = null;
}

/**
 * Sends the access log (ope 0) of each screen as it opens, from the route the router lands on:
 * a menu click, a typed or bookmarked URL, back and forward, and links inside screens all arrive
 * here, once each.
 */
export function useScreenAccessLog(userId: string): void {
  const location = useLocation();
  useEffect(() => {
    if (!claimOpening(userId, location.key)) return;
    const code = accessCodeOfPath(location.pathname);
    if (code) logAccess(userId, code);
  }, [userId, location.key, location.pathname]);
}
