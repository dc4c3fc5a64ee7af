import { BUTTONS } from '@inasaku/ui';
import { Button, Checkbox, Flex, Modal } from 'antd';
import { useState } from 'react';
import { PAYMENT_TEXTS as T } from '../texts';

export interface ConsentValues {
  terms: boolean;
  privacy: boolean;
}

export const bothTicked = (c: ConsentValues) => c.terms && c.privacy;

const CONSENTS: readonly [keyof ConsentValues, string][] = [
  ['terms', T.consentTerms],
  ['privacy', T.consentPrivacy],
];

/**
 * The two consents of spec 001 "Paid plan" (terms of use; privacy policy and handling of
 * personal information) and the link about payment method, timing and cancellation.
 */
export function Consents({
  value,
  onChange,
  disabled,
}: {
  value: ConsentValues;
  onChange: (next: ConsentValues) => void;
  disabled?: boolean;
}) {
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <Flex vertical gap={8} data-testid="payment-consents">
      {CONSENTS.map(([key, label]) => (
        <Checkbox
          key={key}
          id={`consent-${key}`}
          data-testid={`consent-${key}`}
          checked={value[key]}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, [key]: e.target.checked })}
        >
          {label}
        </Checkbox>
      ))}
      <Button type="link" data-testid="payment-terms-link" onClick={() => setTermsOpen(true)} style={{ padding: 0, alignSelf: 'flex-start', height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}>
        {T.paymentTermsLink}
      </Button>
      <Modal
        open={termsOpen}
        title={T.paymentTermsTitle}
        onCancel={() => setTermsOpen(false)}
        footer={
          <Button type="primary" onClick={() => setTermsOpen(false)}>
            {BUTTONS.ok}
          </Button>
        }
        centered
      >
        <ul data-testid="payment-terms" style={{ paddingInlineStart: 20 }}>
          {T.paymentTerms.map((line) => (
            <li key={line} style={{ marginBottom: 8 }}>
              {line}
            </li>
          ))}
        </ul>
      </Modal>
    </Flex>
  );
}
