import { Alert, Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { TEXTS } from '../texts';

interface Props {
  title: string;
  /** Explanation under the title. */
  lead?: ReactNode;
  /** A server error, shown above the form. */
  error?: string | null;
  /** An action next to the error (e.g. a retry button). */
  errorAction?: ReactNode;
  /** A success message carried from the previous step. */
  notice?: string | null;
  children: ReactNode;
  footer?: ReactNode;
}

/** Rice-stalk mark drawn inline so the remote needs no image assets. */
function Mark({ color }: { color: string }) {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
      <circle cx="20" cy="20" r="20" fill={color} opacity="0.12" />
      <path d="M20 33V14" stroke={color} strokeWidth="2.2" strokeLinecap="round" />
      <path d="M20 22c-4-1-6-4-6.5-8 4 .5 6.2 3 6.5 8Z" fill={color} />
      <path d="M20 19c4-1 6-4 6.5-8-4 .5-6.2 3-6.5 8Z" fill={color} />
      <path d="M20 27c-3.5-.8-5.5-3.4-6-7 3.6.5 5.6 3 6 7Z" fill={color} opacity="0.8" />
      <path d="M20 25c3.5-.8 5.5-3.4 6-7-3.6.5-5.6 3-6 7Z" fill={color} opacity="0.8" />
    </svg>
  );
}

/** The frame every sign-in screen shares: a centred card that fills a phone screen. */
export function AuthCard({ title, lead, error, errorAction, notice, children, footer }: Props) {
  const { token } = theme.useToken();
  return (
    <Flex
      justify="center"
      align="center"
      style={{
        minHeight: '100dvh',
        padding: '24px 12px',
        background: `linear-gradient(180deg, ${token.colorSuccessBg} 0%, ${token.colorBgLayout} 60%)`,
      }}
    >
      <main style={{ width: '100%', maxWidth: 420 }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 20 }}>
          <Mark color={token.colorPrimary} />
          <Typography.Text strong style={{ fontSize: 28, letterSpacing: '0.2em', lineHeight: 1.3 }}>
            {TEXTS.brand.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {TEXTS.brand.tagline}
          </Typography.Text>
        </Flex>
        <Card style={{ boxShadow: token.boxShadowTertiary }} styles={{ body: { padding: '24px 20px' } }}>
          <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0, marginBottom: lead ? 8 : 20 }}>
            {title}
          </Typography.Title>
          {lead && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 20 }}>
              {lead}
            </Typography.Paragraph>
          )}
          {notice && <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} />}
          {error && (
            <Alert type="error" showIcon role="alert" title={error} action={errorAction} style={{ marginBottom: 16 }} />
          )}
          {children}
          {footer && (
            <Flex vertical align="center" gap={8} style={{ marginTop: 8 }}>
              {footer}
            </Flex>
          )}
        </Card>
      </main>
    </Flex>
  );
}
