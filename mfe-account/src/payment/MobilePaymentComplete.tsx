import { Button, Flex, Result, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthCard } from '../auth/AuthCard';
import { site } from '../settings/leave-site';
import { PAYMENT_TEXTS as T } from '../texts';
import { MobileFrame, type MobilePaymentProps } from './MobilePayment';
import { paymentApi } from './payment-api';
import { MOBILE_PAYMENT_PATH, readCompletion, signsOutOnOpen, type CompletionState } from './payment-outcome';
import { PriceSummary } from './PriceSummary';

const STATUS: Record<CompletionState, 'success' | 'info' | 'warning' | 'error'> = {
  success: 'success',
  already: 'info',
  retry: 'warning',
  error: 'error',
};

/**
 * mobile-payment-complete (spec 001 "Completion screen"), params result and message.
 * Success: message, yearly price, confirmation mail and how to cancel. Already: message,
 * price, contact support if not recognised. Retry: log in again as the account's creator.
 * Error: message and a retry button. Except in the error state the user is signed out as
 * the screen opens (the app's web view must not keep a session).
 */
export default function MobilePaymentComplete({ refreshUser }: MobilePaymentProps) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { state, message } = readCompletion(search);
  const signedOut = useRef(false);

  useEffect(() => {
    if (!signsOutOnOpen(state) || signedOut.current) return;
    signedOut.current = true;
    void paymentApi
      .signOut()
      .catch(() => undefined)
      // Lets the shell notice that nobody is signed in any more.
      .then(() => refreshUser?.())
      .catch(() => undefined);
  }, [state, refreshUser]);

  return (
    <MobileFrame>
      <div data-testid="mobile-payment-complete" data-state={state}>
        <AuthCard title={T.title}>
          <Result
            status={STATUS[state]}
            title={<span data-testid="complete-message">{message}</span>}
            style={{ padding: '8px 0' }}
            extra={
              state === 'retry' ? (
                // A full load: the shell must forget the user who was just signed out.
                <Button type="primary" size="large" block data-testid="complete-back-to-login" onClick={() => site.go(MOBILE_PAYMENT_PATH)}>
                  {T.backToLogin}
                </Button>
              ) : state === 'error' ? (
                <Button type="primary" size="large" block data-testid="complete-retry" onClick={() => navigate(MOBILE_PAYMENT_PATH, { replace: true })}>
                  {T.retry}
                </Button>
              ) : null
            }
          />
          {(state === 'success' || state === 'already') && (
            <Flex vertical gap={12}>
              <PriceSummary compact />
              <Typography.Paragraph style={{ marginBottom: 0 }} data-testid="complete-note">
                {state === 'success' ? (
                  <>
                    {T.successNote}
                    <br />
                    {T.cancelNote}
                  </>
                ) : (
                  T.alreadyNote
                )}
              </Typography.Paragraph>
            </Flex>
          )}
        </AuthCard>
      </div>
    </MobileFrame>
  );
}
