import { SandboxPaymentProvider } from './sandbox-provider';
import { PaymentFailure } from './payment-provider';

const input = (cardToken: string) => ({ cardToken, email: 'a@example.com', accountId: 'a1', idempotencyKey: 'k' });

describe('SandboxPaymentProvider', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const sandbox = new SandboxPaymentProvider(() => now);

  it('subscribes the success token for a year at 5,500 yen', async () => {
    const sub = await sandbox.subscribe(input('tok_sandbox_success'));
    expect(sub.amount).toBe(5500);
    expect(sub.currentPeriodEnd.toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(sub.subscriptionRef).toMatch(/^sub_sandbox_/);
  });

  it.each([
    ['tok_sandbox_declined', 'declined'],
    ['tok_sandbox_3ds_failed', 'card_read'],
    ['tok_unknown', 'card_read'],
  ])('refuses %s as %s', async (token, kind) => {
    await expect(sandbox.subscribe(input(token))).rejects.toEqual(expect.objectContaining({ kind }));
    await expect(sandbox.subscribe(input(token))).rejects.toBeInstanceOf(PaymentFailure);
  });

  it('labels itself as the sandbox without a public key', () => {
    expect(sandbox.mode).toBe('sandbox');
    expect(sandbox.publicKey).toBeNull();
  });
});
