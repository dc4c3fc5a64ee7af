import type { PaymentStatusResponse } from '@inasaku/contracts';
import { BUTTONS, type RemoteRouteProps } from '@inasaku/ui';
import { Alert, Button, Flex, Result, Spin, Typography } from 'antd';
import { formatTokyo } from '@inasaku/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageCard } from '../settings/PageCard';
import { PAYMENT_TEXTS as T } from '../texts';
import { CardEntry } from './CardEntry';
import { bothTicked, Consents, type ConsentValues } from './Consents';
import { paymentApi } from './payment-api';
import { outcomeOfAnswer, outcomeOfError, outcomeOfStatus, type PaymentOutcome } from './payment-outcome';
import { PriceSummary } from './PriceSummary';

type View =
  | { kind: 'loading' }
  | { kind: 'loadFailed' }
  | { kind: 'form'; status: PaymentStatusResponse }
  | { kind: 'done'; outcome: PaymentOutcome; paidUntil?: string };

/** 'YYYY年M月D日' of the last day of a period that ends at `end` (exclusive). */
function lastDay(end: string | undefined): string | undefined {
  if (!end) return undefined;
  const last = Date.parse(end) - 1;
  return Number.isNaN(last) ? undefined : formatTokyo(last, 'YYYY年M月D日');
}

/**
 * payment (spec 001 "Paid plan, desktop"): price, two consents, the card area (unlocked by
 * both), and the message area. After a successful application the session's tokens are
 * renewed (the access token carries the plan) and the shell reloads the user, so the menu
 * and the header show the paid plan at once.
 */
export default function Payment({ session }: RemoteRouteProps) {
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [consents, setConsents] = useState<ConsentValues>({ terms: false, privacy: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const live = useRef(true);
  const { refreshUser } = session;

  const load = useCallback(async () => {
    setView({ kind: 'loading' });
    try {
      const status = await paymentApi.status();
      if (!live.current) return;
      const settled = outcomeOfStatus(status);
      setView(
        settled
          ? { kind: 'done', outcome: settled, paidUntil: status.subscription?.current_period_end }
          : { kind: 'form', status },
      );
    } catch {
      if (live.current) setView({ kind: 'loadFailed' });
    }
  }, []);

  useEffect(() => {
    live.current = true;
    void load();
    return () => {
      live.current = false;
    };
  }, [load]);

  const apply = async (token: string) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await paymentApi.subscribe(token);
      const outcome = outcomeOfAnswer(answer);
      if (!live.current) return;
      setView({ kind: 'done', outcome, paidUntil: answer.paying_end_datetime });
      // The access token still says the old plan: renew it, then let the shell read the user.
      await paymentApi.refreshSession().catch(() => undefined);
      await refreshUser();
    } catch (err) {
      const outcome = outcomeOfError(err);
      if (!live.current) return;
      if (outcome.state === 'retry') {
        setView({ kind: 'done', outcome });
      } else {
        // Spec 001 §4: the message, and the card is entered again.
        setError(outcome.message);
        setResetKey((k) => k + 1);
      }
    } finally {
      if (live.current) setBusy(false);
    }
  };

  return (
    <PageCard testId="payment" title={T.title} maxWidth={720}>
      {view.kind === 'loading' && (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      )}
      {view.kind === 'loadFailed' && (
        <Result
          status="warning"
          title={T.statusFailed}
          extra={
            <Button type="primary" onClick={() => void load()}>
              {BUTTONS.reload}
            </Button>
          }
        />
      )}
      {view.kind === 'done' && (
        <Completed outcome={view.outcome} paidUntil={lastDay(view.paidUntil)} onDashboard={() => navigate('/dashboard')} />
      )}
      {view.kind === 'form' && (
        <Flex vertical gap={16}>
          <PriceSummary price={view.status.price} />
          <Typography.Text type="secondary">{T.features}</Typography.Text>
          <Consents value={consents} onChange={setConsents} disabled={busy} />
          <div aria-live="polite" data-testid="payment-message">
            {error && <Alert type="error" showIcon role="alert" title={error} />}
          </div>
          <CardEntry
            mode={view.status.mode}
            publicKey={view.status.public_key}
            sandboxTokens={view.status.sandbox_tokens}
            disabled={!bothTicked(consents)}
            busy={busy}
            resetKey={resetKey}
            onToken={(token) => void apply(token)}
            onTokenError={(message) => setError(message)}
          />
        </Flex>
      )}
    </PageCard>
  );
}

function Completed({ outcome, paidUntil, onDashboard }: { outcome: PaymentOutcome; paidUntil?: string; onDashboard: () => void }) {
  const status = outcome.state === 'success' ? 'success' : outcome.state === 'already' ? 'info' : 'warning';
  return (
    <Result
      status={status}
      title={<span data-testid="payment-result">{outcome.message}</span>}
      subTitle={
        outcome.state === 'retry' ? undefined : (
          <Flex vertical gap={4}>
            {outcome.state === 'success' && <span>{T.successNote}</span>}
            {paidUntil && <span data-testid="payment-paid-until">{T.paidUntil(paidUntil)}</span>}
            <span>{outcome.state === 'success' ? T.cancelNote : T.alreadyNote}</span>
          </Flex>
        )
      }
      extra={
        <Button type="primary" onClick={onDashboard} data-testid="payment-to-dashboard">
          {T.toDashboard}
        </Button>
      }
    />
  );
}
