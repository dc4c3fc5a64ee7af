import { PAYMENT_MESSAGES, SANDBOX_TOKENS, type PaymentMode } from '@inasaku/contracts';
import { Alert, Button, Flex, Radio, Spin, Tag, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { PAYMENT_TEXTS as T } from '../texts';
import { createPayjpForm, type HostedCardForm } from './payjp';

export interface CardEntryProps {
  mode: PaymentMode;
  publicKey: string | null;
  /** the sandbox's test tokens as POST /api/payment/login lists them */
  sandboxTokens: readonly string[] | null;
  /** until both consents are ticked */
  disabled: boolean;
  busy: boolean;
  /** changed to clear the card input (after a card that could not be read) */
  resetKey: number;
  /** a single-use card token to apply with */
  onToken: (token: string) => void;
  /** the card could not be tokenised on this side (hosted form failures) */
  onTokenError: (message: string) => void;
}

/** The card area: the sandbox's test cards (テストモード) or PAY.JP's hosted form. */
export function CardEntry(props: CardEntryProps) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={T.card}
      data-testid="card-area"
      data-disabled={props.disabled ? 'true' : 'false'}
      style={{
        padding: 16,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorder}`,
        background: props.disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
      }}
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{T.card}</Typography.Text>
        {props.mode === 'sandbox' && (
          <Tag color="orange" data-testid="test-mode-badge">
            {T.testMode}
          </Tag>
        )}
      </Flex>
      {props.disabled && (
        <Typography.Paragraph type="secondary" data-testid="card-locked" style={{ marginBottom: 8 }}>
          {T.cardLocked}
        </Typography.Paragraph>
      )}
      {props.mode === 'sandbox' ? <SandboxCards {...props} /> : <PayjpCard {...props} />}
    </section>
  );
}

const TEST_CARDS = [
  { token: SANDBOX_TOKENS.success, testId: 'test-card-success', ...T.testCards.success },
  { token: SANDBOX_TOKENS.declined, testId: 'test-card-declined', ...T.testCards.declined },
  { token: SANDBOX_TOKENS.threeDSecureFailed, testId: 'test-card-3ds', ...T.testCards.threeDSecureFailed },
];

/** Sandbox provider: no card is typed; each test card stands for the token it produces. */
function SandboxCards({ sandboxTokens, disabled, busy, resetKey, onToken }: CardEntryProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const cards = TEST_CARDS.filter((c) => !sandboxTokens || sandboxTokens.includes(c.token));

  useEffect(() => setChosen(null), [resetKey]);

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{T.testModeLead}</Typography.Text>
      <Radio.Group
        value={chosen}
        disabled={disabled || busy}
        onChange={(e) => setChosen(e.target.value as string)}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {cards.map((card) => (
          <Radio key={card.token} value={card.token} data-testid={card.testId}>
            <Flex vertical gap={0}>
              <span>{card.label}</span>
              <Typography.Text type="secondary" style={{ fontFamily: 'monospace', letterSpacing: '0.06em' }}>
                {card.number}
              </Typography.Text>
            </Flex>
          </Radio>
        ))}
      </Radio.Group>
      <Button
        type="primary"
        size="large"
        block
        data-testid="payment-submit"
        disabled={disabled || busy || !chosen}
        loading={busy}
        onClick={() => chosen && onToken(chosen)}
      >
        {busy ? T.processing : T.submit}
      </Button>
    </Flex>
  );
}

/** PAY.JP's hosted form with 3-D Secure (payjp mode; needs the network, not run in tests). */
function PayjpCard({ publicKey, disabled, busy, resetKey, onToken, onTokenError }: CardEntryProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HostedCardForm | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tokenising, setTokenising] = useState(false);

  useEffect(() => {
    let live = true;
    if (!publicKey) {
      setState('failed');
      return;
    }
    createPayjpForm(publicKey)
      .then((form) => {
        if (!live || !mountRef.current) return form.destroy();
        form.mount(mountRef.current);
        formRef.current = form;
        setState('ready');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
      formRef.current?.destroy();
      formRef.current = null;
    };
  }, [publicKey]);

  useEffect(() => formRef.current?.clear(), [resetKey]);

  const submit = async () => {
    if (!formRef.current) return;
    setTokenising(true);
    try {
      onToken(await formRef.current.createToken());
    } catch {
      // Spec 001 §4: a token failure shows the message and clears the card input.
      formRef.current.clear();
      onTokenError(PAYMENT_MESSAGES.cardReadFailed);
    } finally {
      setTokenising(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{T.payjpLead}</Typography.Text>
      {state === 'loading' && (
        <Flex gap={8} align="center">
          <Spin size="small" />
          <Typography.Text type="secondary">{T.payjpLoading}</Typography.Text>
        </Flex>
      )}
      {state === 'failed' && <Alert type="error" showIcon title={PAYMENT_MESSAGES.cardReadFailed} />}
      <div
        ref={mountRef}
        data-testid="payjp-card"
        style={{ minHeight: 44, pointerEvents: disabled ? 'none' : undefined, opacity: disabled ? 0.5 : 1 }}
      />
      <Button
        type="primary"
        size="large"
        block
        data-testid="payment-submit"
        disabled={disabled || busy || tokenising || state !== 'ready'}
        loading={busy || tokenising}
        onClick={() => void submit()}
      >
        {busy || tokenising ? T.processing : T.submit}
      </Button>
    </Flex>
  );
}
