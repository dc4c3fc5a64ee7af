import type { CurrentUser, PaymentStatusResponse } from '@inasaku/contracts';
import { BUTTONS } from '@inasaku/ui';
import { Alert, App, Button, ConfigProvider, Flex, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from '../auth/AuthCard';
import { errorCode } from '../auth/auth-api';
import { site } from '../settings/leave-site';
import { PAYMENT_TEXTS as T } from '../texts';
import { CardEntry } from './CardEntry';
import { bothTicked, Consents, type ConsentValues } from './Consents';
import { MobileSignIn } from './MobileSignIn';
import { paymentApi } from './payment-api';
import {
  completionPath, isSessionLost, outcomeOfAnswer, outcomeOfError, outcomeOfStatus, type PaymentOutcome,
} from './payment-outcome';
import { PriceSummary } from './PriceSummary';

/** Props of the bare mobile routes (shell/src/App.tsx): no layout, signed in or not. */
export interface MobilePaymentProps {
  routeName: string;
  user: CurrentUser | null;
  onSignedIn: (user: CurrentUser) => void;
  refreshUser: () => Promise<CurrentUser | null>;
}

/** Frame of the phone pages: the sign-in card, without the side menu, with its own toasts. */
export function MobileFrame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App component={false} message={{ top: 24, duration: 3, maxCount: 3 }}>
        {children}
      </App>
    </ConfigProvider>
  );
}

/**
 * mobile-payment (spec 001 "Paid plan, mobile", §4), opened from the smartphone app:
 * signed out -> sign in here first; contracted -> completion Already; not the root user ->
 * completion Retry; otherwise price, two agreements and the card widget (enabled by both).
 * An application ends on the completion screen, except a card that could not be read: its
 * message shows here and the card is entered again. A lost session reloads /mobile.
 */
export default function MobilePayment({ user, onSignedIn }: MobilePaymentProps) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<PaymentStatusResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [consents, setConsents] = useState<ConsentValues>({ terms: false, privacy: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const viewed = useRef(false);

  // Spec 001 §7: the login log records that the page was viewed (ope 4), once per visit.
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    void paymentApi.loginLog({ ope: '4', addr: user?.email, tmp: 'view' });
  }, [user?.email]);

  const conclude = useCallback(
    (outcome: PaymentOutcome) => {
      const path = completionPath(outcome);
      if (path) navigate(path, { replace: true });
    },
    [navigate],
  );

  const loadStatus = useCallback(async () => {
    setLoadFailed(false);
    setStatus(null);
    try {
      const answer = await paymentApi.status();
      const settled = outcomeOfStatus(answer);
      if (settled) conclude(settled);
      else setStatus(answer);
    } catch (err) {
      if (isSessionLost(err)) site.go('/mobile');
      else setLoadFailed(true);
    }
  }, [conclude]);

  const userId = user?.user_id;
  useEffect(() => {
    if (userId) void loadStatus();
  }, [userId, loadStatus]);

  const apply = async (token: string) => {
    if (busy || !user) return;
    setBusy(true);
    setError(null);
    void paymentApi.loginLog({ ope: '5', addr: user.email, tmp: 'payment' });
    try {
      const outcome = outcomeOfAnswer(await paymentApi.subscribe(token));
      void paymentApi.loginLog({ ope: '6', addr: user.email, tmp: 'payment' });
      conclude(outcome);
    } catch (err) {
      if (isSessionLost(err)) return site.go('/mobile');
      void paymentApi.loginLog({ ope: '7', addr: user.email, tmp: 'payment', errcode: errorCode(err) ?? 'NETWORK_ERROR' });
      const outcome = outcomeOfError(err);
      if (outcome.state === 'cardError') {
        setError(outcome.message);
        setResetKey((k) => k + 1);
        setBusy(false);
      } else {
        conclude(outcome);
      }
    }
  };

  return (
    <MobileFrame>
      <div data-testid="mobile-payment">
        <AuthCard title={T.title} error={error}>
          {!user ? (
            <MobileSignIn onSignedIn={onSignedIn} />
          ) : loadFailed ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={T.statusFailed}
              action={
                <Button size="small" onClick={() => void loadStatus()}>
                  {BUTTONS.reload}
                </Button>
              }
            />
          ) : !status ? (
            <Flex justify="center" style={{ padding: 24 }}>
              <Spin />
            </Flex>
          ) : (
            <Flex vertical gap={16}>
              <PriceSummary price={status.price} compact />
              <Consents value={consents} onChange={setConsents} disabled={busy} />
              <CardEntry
                mode={status.mode}
                publicKey={status.public_key}
                sandboxTokens={status.sandbox_tokens}
                disabled={!bothTicked(consents)}
                busy={busy}
                resetKey={resetKey}
                onToken={(token) => void apply(token)}
                onTokenError={setError}
              />
            </Flex>
          )}
        </AuthCard>
      </div>
    </MobileFrame>
  );
}
